import { describeRemoteContract } from '@portal/testing';
import contract from './contract';

describeRemoteContract(contract, import.meta.dirname);
