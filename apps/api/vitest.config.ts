import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({
  name: 'api',
  environment: 'node',
  globalSetup: ['src/testing/global-setup.ts'],
});
