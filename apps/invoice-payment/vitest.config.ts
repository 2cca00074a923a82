import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'invoice-payment', environment: 'jsdom' });
