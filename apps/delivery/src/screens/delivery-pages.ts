import type { RemotePage } from '@portal/shell-contract';

/**
 * The pages of `/space/delivery` with a heading of their own. The contract gives them to the
 * shell, which titles the browser tab with the same key the page's heading reads.
 */
export const deliveryPages = {
  messages: { path: 'messages', titleKey: 'messages.title' },
  deliveryFile: { path: 'file', titleKey: 'deliveryFile.title' },
} as const satisfies Readonly<Record<string, RemotePage>>;

/** The title of the list itself (`/space/delivery`). */
export const deliveryTitleKey = 'delivery.title';
