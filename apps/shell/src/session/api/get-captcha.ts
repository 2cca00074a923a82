import { captchaSchema, type Captcha } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/auth/captcha: a new image and its id. */
export const getCaptcha = (): Promise<Captcha> => apiClient().get('/auth/captcha', captchaSchema);
