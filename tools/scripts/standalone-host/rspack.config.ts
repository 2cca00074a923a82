import { standaloneHostConfig } from './host-config';

// `npm run dev:remote -- <area>` names the remote in STANDALONE_REMOTE; OUTPUT_PATH builds elsewhere.
export default standaloneHostConfig(process.env['STANDALONE_REMOTE'], process.env['OUTPUT_PATH']);
