declare module 'standalone-remote' {
  import type { RemoteContract } from '@portal/shell-contract';

  /** The contract of the remote the host runs: the Rspack config aliases it to the remote's. */
  const contract: RemoteContract;
  export default contract;
}

// Style sheets are bundled by Rspack (css/auto); importing one has no value, only its effect.
declare module '*.css';
