/**
 * Master data (spec §3): products, packages, locations, stores and options. Products and packages
 * belong to a project (a customer's catalogue and packaging); locations, stores and options are
 * shared by every project.
 *
 * One file per record kind; `records.ts` holds the id and project query they share.
 */
export * from './records';
export * from './products';
export * from './packages';
export * from './locations';
export * from './stores';
export * from './options';
export * from './import-export';
