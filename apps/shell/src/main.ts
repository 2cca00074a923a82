// An async boundary: Module Federation negotiates shared modules before the app code runs.
void import('./bootstrap');
