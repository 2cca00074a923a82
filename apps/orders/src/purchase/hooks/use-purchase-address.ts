import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The order whose fulfilment is open: its project and PO number. */
export interface OpenedOrder {
  readonly projectKey: string;
  readonly orderNumber: string;
}

export interface PurchaseAddress {
  /** The order the address names (`?project=…&po=…`), or null for the list. */
  readonly opened: OpenedOrder | null;
  /** The address of an order's fulfilment on this screen, for a link (`?project=…&po=…`). */
  readonly hrefOf: (order: OpenedOrder) => string;
  /** Opens an order's fulfilment: a new address, so Back returns to the list. */
  readonly open: (order: OpenedOrder) => void;
  /** Back to the list. */
  readonly close: () => void;
}

/** Relative to the screen's own path, so the link works wherever the screen is mounted. */
const hrefOf = (order: OpenedOrder): string =>
  `?${new URLSearchParams({ project: order.projectKey, po: order.orderNumber }).toString()}`;

/**
 * Which order's fulfilment is open, kept in the address (`/space/purchase?project=P1&po=PO123`)
 * so it survives a reload and opens in a new tab.
 */
export function usePurchaseAddress(): PurchaseAddress {
  const [params, setParams] = useSearchParams();
  const projectKey = params.get('project');
  const orderNumber = params.get('po');
  const opened = useMemo(
    () =>
      projectKey !== null && projectKey !== '' && orderNumber !== null && orderNumber !== ''
        ? { projectKey, orderNumber }
        : null,
    [projectKey, orderNumber],
  );
  const open = useCallback(
    (order: OpenedOrder) => setParams({ project: order.projectKey, po: order.orderNumber }),
    [setParams],
  );
  const close = useCallback(() => setParams({}), [setParams]);
  return { opened, hrefOf, open, close };
}
