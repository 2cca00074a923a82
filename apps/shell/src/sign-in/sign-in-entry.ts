// The sign-in bundle's entry (tools/rspack `signInPageConfig`): the page is a chunk of its own so
// that the runtime links its style sheet, as no HTML names it.
void import('./sign-in-page');
