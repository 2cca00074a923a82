export * from './envelope';
export * from './error-codes';
export * from './health';
export * from './remotes-manifest';
export * from './roles';
export * from './routes';
export * from './storage-keys';
