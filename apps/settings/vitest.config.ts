import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'settings', environment: 'jsdom' });
