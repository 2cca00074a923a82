import { authEndpoints } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Signs out: the token stops working at once. */
export const logout = async (): Promise<void> => {
  await apiClient().call(authEndpoints.logout);
};
