import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'delivery', environment: 'jsdom' });
