import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'edi', environment: 'node' });
