import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'inventory', environment: 'jsdom' });
