import { authEndpoints, type Captcha } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** A new captcha image and its id. */
export const getCaptcha = (): Promise<Captcha> => apiClient().call(authEndpoints.captcha);
