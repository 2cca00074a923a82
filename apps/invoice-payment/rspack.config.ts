import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({
  project: 'invoice-payment',
  container: 'invoice_payment',
  exposes: { './contract': './src/contract.tsx' },
});
