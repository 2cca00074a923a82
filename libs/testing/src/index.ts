export { describeRemoteContract } from './remote-contract-suite';
export { countTextKeys, missingTextKeys, type Namespaces } from './text-keys';
