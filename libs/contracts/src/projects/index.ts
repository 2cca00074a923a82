/**
 * A project is one trading-partner connection, keyed by `project_key` (decisions.md §2): its
 * names, EDI standard and version, interchange identifiers, directories, the spec's feature
 * switches (§3) and its custom fields.
 *
 * One file per part: the record, its connection (standard and identifiers), directories, feature
 * switches and custom fields.
 */
export * from './project';
export * from './connection';
export * from './directories';
export * from './features';
export * from './fields';
