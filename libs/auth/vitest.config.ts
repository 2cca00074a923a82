import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'auth', environment: 'jsdom' });
