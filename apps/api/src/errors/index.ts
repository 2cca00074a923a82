export { ApiError } from './api-error';
export { registerErrorHandling } from './error-handler';
