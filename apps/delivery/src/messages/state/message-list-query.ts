import { atom } from 'jotai';
import type { MessageStatus } from '@portal/contracts';

/**
 * The message list's filters as typed on screen: '' means any, days are `YYYY-MM-DD`, and the
 * order is its serial number as typed (digits only).
 */
export interface MessageFilters {
  projectKey: string;
  status: MessageStatus | '';
  /** 856, DESADV, 997…; '' for every type. */
  documentType: string;
  orderSerialNumber: string;
  /** Made on or after / on or before these days, in the user's zone. */
  from: string;
  to: string;
}

export const emptyMessageFilters: MessageFilters = {
  projectKey: '',
  status: '',
  documentType: '',
  orderSerialNumber: '',
  from: '',
  to: '',
};

/** Filters and page in the portal's store: coming back from a notice shows the same list. */
export const messageFiltersAtom = atom<MessageFilters>(emptyMessageFilters);
export const messagePageAtom = atom<number>(1);
