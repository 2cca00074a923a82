import type { ProjectField, ProjectFieldInput, ProjectFieldType } from '@portal/contracts';
import { wholeNumberOf } from './connection-draft';

export interface FieldOption {
  value: string;
  label: string;
}

/** A project field as its form holds it: numbers as the text typed. */
export interface FieldDraft {
  key: string;
  name: string;
  type: ProjectFieldType;
  defaultValue: string;
  maxLength: string;
  tips: string;
  customListHeader: boolean;
  sort: string;
  required: boolean;
  enabled: boolean;
  options: FieldOption[];
}

/** Dropdowns and comboboxes offer choices; the other types have none. */
export const needsOptions = (type: ProjectFieldType): boolean =>
  type === 'dropdown' || type === 'combobox';

/** A new text field, enabled, after the last one. */
export function newFieldDraft(sort: number): FieldDraft {
  return {
    key: '',
    name: '',
    type: 'string',
    defaultValue: '',
    maxLength: '',
    tips: '',
    customListHeader: false,
    sort: String(sort),
    required: false,
    enabled: true,
    options: [],
  };
}

export function fieldDraftOf(field: ProjectField): FieldDraft {
  return {
    key: field.key,
    name: field.name,
    type: field.type,
    defaultValue: field.defaultValue,
    maxLength: field.maxLength === null ? '' : String(field.maxLength),
    tips: field.tips,
    customListHeader: field.customListHeader,
    sort: String(field.sort),
    required: field.required,
    enabled: field.enabled,
    options: field.options.map((option) => ({ ...option })),
  };
}

/**
 * What the form stands for, to be checked by `projectFieldInputSchema`: no max length when none
 * is typed, and the options only for the types that have them (kept in the form meanwhile).
 */
export function fieldCandidateOf(draft: FieldDraft) {
  return {
    ...draft,
    maxLength: draft.maxLength.trim() === '' ? null : wholeNumberOf(draft.maxLength),
    sort: wholeNumberOf(draft.sort),
    options: needsOptions(draft.type) ? draft.options : [],
  };
}

/** A saved field as the batch update takes it. */
export function fieldInputOf(field: ProjectField): ProjectFieldInput {
  return {
    key: field.key,
    name: field.name,
    type: field.type,
    defaultValue: field.defaultValue,
    maxLength: field.maxLength,
    tips: field.tips,
    customListHeader: field.customListHeader,
    sort: field.sort,
    required: field.required,
    enabled: field.enabled,
    options: field.options,
  };
}

/** Fields in the order forms show them (the server's): by sort, then by key. */
export const sortFields = (fields: readonly ProjectField[]): ProjectField[] =>
  [...fields].sort((a, b) => a.sort - b.sort || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** The sort a new field gets: after the last one. */
export const nextSort = (fields: readonly ProjectField[]): number =>
  fields.reduce((highest, field) => Math.max(highest, field.sort), 0) + 10;

/** Moves a field up (-1) or down (+1); every field's sort follows its new place (10, 20, …). */
export function moveField(
  fields: readonly ProjectField[],
  index: number,
  delta: -1 | 1,
): ProjectField[] {
  const target = index + delta;
  const moved = fields[index];
  const other = fields[target];
  if (moved === undefined || other === undefined) return [...fields];
  const next = [...fields];
  next[index] = other;
  next[target] = moved;
  return next.map((field, place) => ({ ...field, sort: (place + 1) * 10 }));
}
