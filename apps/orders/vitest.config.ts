import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'orders', environment: 'jsdom' });
