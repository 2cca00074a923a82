import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({ project: 'shell', container: 'shell', host: true });
