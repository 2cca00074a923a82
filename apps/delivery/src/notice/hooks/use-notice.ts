import type { DeliveryDetail } from '@portal/contracts';
import { useAddressedRecord, type AddressedRecord } from '../../common/use-addressed-record';
import { getNoticeById, getOrderNotice } from '../api/get-notice';

/** What the address names: a saved notice, or an order whose notice is opened (or prefilled). */
export type NoticeAddress =
  | { readonly kind: 'notice'; readonly deliveryId: number }
  | { readonly kind: 'order'; readonly serialNumber: number; readonly projectKey: string };

export const addressKey = (address: NoticeAddress): string =>
  address.kind === 'notice'
    ? `notice:${address.deliveryId}`
    : `order:${address.serialNumber}:${address.projectKey}`;

/** The notice shown, and how to read it again, show an answer, or move with it in hand. */
export type NoticeState = AddressedRecord<NoticeAddress, DeliveryDetail>;

/** Reads what an address names: `notice:<id>` or `order:<serial>:<project>`. */
function read(key: string): Promise<DeliveryDetail> {
  const [kind, first = '', ...rest] = key.split(':');
  return kind === 'notice'
    ? getNoticeById(Number(first))
    : getOrderNotice(Number(first), rest.join(':'));
}

/** The notice the address names, read when the address changes. */
export function useNotice(address: NoticeAddress): NoticeState {
  return useAddressedRecord(address, addressKey, read);
}
