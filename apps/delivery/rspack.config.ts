import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({
  project: 'delivery',
  container: 'delivery',
  exposes: { './contract': './src/contract.tsx' },
});
