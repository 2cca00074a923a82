import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'master-data', environment: 'jsdom' });
