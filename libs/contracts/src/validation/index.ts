/**
 * The form validation rules of spec §5 as zod schemas, shared by the server and the browser forms,
 * one file per kind of rule (text, numbers, passwords, dates) and their messages.
 *
 * Every issue these rules raise carries a token (`validation.<key>`) as its message instead of a
 * sentence: the server maps the token to an error code, the client translates it with
 * `validationMessage`. A missing value (undefined or null) of a required rule gives
 * `validation.required`; a present value of the wrong type gives `validation.invalid`.
 */
export * from './messages';
export * from './text';
export * from './numbers';
export * from './passwords';
export * from './dates';
