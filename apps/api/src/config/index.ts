export {
  defaultMigrationsDirFor,
  defaultWebRootFor,
  loadSettings,
  nodeEnvs,
  SettingsError,
} from './settings';
export type { Environment, NodeEnv, Settings, SettingsOptions } from './settings';
export { packageVersion } from './version';
