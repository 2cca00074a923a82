import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'record-kit', environment: 'jsdom' });
