import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'contracts', environment: 'node' });
