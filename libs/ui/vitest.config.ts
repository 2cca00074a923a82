import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'ui', environment: 'jsdom' });
