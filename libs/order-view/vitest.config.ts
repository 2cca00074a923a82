import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'order-view', environment: 'jsdom' });
