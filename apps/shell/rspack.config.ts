import { shellConfigs } from '../../tools/rspack/portal-app';

export default shellConfigs();
