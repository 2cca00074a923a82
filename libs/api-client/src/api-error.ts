import { errorCatalogue, type ErrorDetail } from '@portal/contracts';

/**
 * A call that did not answer "0000": the catalogue code, the server's message (already in the
 * user's language), the HTTP status, and the failing field when there is one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus: number,
    readonly detail: ErrorDetail = null,
  ) {
    super(message);
  }

  get field(): string | undefined {
    return this.detail?.field;
  }

  /**
   * The session is missing, expired or revoked (a deactivation revokes it too): the user goes
   * back to sign in, where the code's message tells why.
   */
  get sessionExpired(): boolean {
    return (
      this.code === errorCatalogue.SESSION_INVALID.code ||
      this.code === errorCatalogue.LOGIN_EXPIRED.code ||
      this.code === errorCatalogue.ACCOUNT_DEACTIVATED.code
    );
  }
}
