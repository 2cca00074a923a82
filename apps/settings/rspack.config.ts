import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({
  project: 'settings',
  container: 'settings',
  exposes: { './contract': './src/contract.tsx' },
});
