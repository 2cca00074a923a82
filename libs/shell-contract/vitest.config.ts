import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'shell-contract', environment: 'node' });
