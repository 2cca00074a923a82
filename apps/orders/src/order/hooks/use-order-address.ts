import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** The order an address opens: its serial number, or null for a segment that names none. */
export interface AddressedOrder {
  readonly serialNumber: number | null;
}

export interface OrderAddress {
  /** The order the address opens (`…/{serial}`), or null on the list itself. */
  readonly opened: AddressedOrder | null;
  /** The address of an order's detail over this list, keeping the list's query string. */
  readonly hrefOf: (serialNumber: number) => string;
  /** Opens an order's detail: a new address, so Back returns to the list. */
  readonly open: (serialNumber: number) => void;
  /** Back to the list, keeping its query string. */
  readonly close: () => void;
}

/** A serial number as an address writes it: digits only, no leading zero. */
const serialPattern = /^[1-9]\d{0,15}$/;

/**
 * Which order's detail is open over a list, kept in the address (`/space/order/123`), so it
 * survives a reload, opens in a new tab and can be shared. The screen routes `:serialNumber?`
 * under `listPath`; a segment that is no serial number opens the detail as "not found".
 */
export function useOrderAddress(listPath: string): OrderAddress {
  const { serialNumber: segment } = useParams<{ serialNumber?: string }>();
  const { search } = useLocation();
  const navigate = useNavigate();

  const opened = useMemo((): AddressedOrder | null => {
    if (segment === undefined || segment === '') return null;
    const serialNumber = serialPattern.test(segment) ? Number(segment) : Number.NaN;
    return { serialNumber: Number.isSafeInteger(serialNumber) ? serialNumber : null };
  }, [segment]);

  const hrefOf = useCallback(
    (serialNumber: number) => `${listPath}/${serialNumber}${search}`,
    [listPath, search],
  );
  const open = useCallback(
    (serialNumber: number) => void navigate(hrefOf(serialNumber)),
    [navigate, hrefOf],
  );
  const close = useCallback(
    () => void navigate(`${listPath}${search}`),
    [navigate, listPath, search],
  );
  return { opened, hrefOf, open, close };
}
