import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({
  project: 'master-data',
  container: 'master_data',
  exposes: { './contract': './src/contract.tsx' },
});
