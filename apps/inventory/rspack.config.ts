import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({
  project: 'inventory',
  container: 'inventory',
  exposes: { './contract': './src/contract.tsx' },
});
