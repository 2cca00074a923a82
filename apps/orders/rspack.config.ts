import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({
  project: 'orders',
  container: 'orders',
  exposes: { './contract': './src/contract.tsx' },
});
