import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'shell', environment: 'jsdom' });
