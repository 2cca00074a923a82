import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: 'i18n', environment: 'jsdom' });
