import { describeRemoteContract } from '@portal/testing';
import contract from './contract';

describeRemoteContract(contract);
