export { describeRemoteContract } from './remote-contract-suite';
