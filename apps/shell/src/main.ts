import { storageKeys } from '@portal/contracts';

/** The sign-in page's own bundle (tools/rspack `signInPageConfig`); null where none is built. */
declare const __SIGN_IN_SCRIPT__: string | null;

/**
 * A signed-out visit that starts at the sign-in page gets the sign-in bundle: that page alone,
 * with nothing shared and no remote, a fraction of the portal's bytes (issue 21). Signing in
 * then opens the portal itself. Any other first page starts the portal.
 */
function opensSignInPage(): boolean {
  return (
    __SIGN_IN_SCRIPT__ !== null &&
    window.location.pathname === '/login' &&
    window.localStorage.getItem(storageKeys.token) === null
  );
}

if (opensSignInPage() && __SIGN_IN_SCRIPT__ !== null) {
  const script = document.createElement('script');
  script.src = __SIGN_IN_SCRIPT__;
  document.head.append(script);
} else {
  // An async boundary: Module Federation negotiates shared modules before the app code runs.
  void import('./bootstrap');
}
