import { screenPaths } from '@portal/contracts';

/** The payment list. */
export const paymentListPath = screenPaths.payment;

/** One payment order's own address. */
export const paymentPath = (paymentId: number): string => `${screenPaths.payment}/${paymentId}`;

/** The payment order id an address names (`/space/payment/4`), or null when it names none. */
export const paymentIdOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
