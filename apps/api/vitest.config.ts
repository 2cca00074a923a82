import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'api', environment: 'node' });
