import { usePurchaseAddress } from '../hooks/use-purchase-address';
import { FulfilmentView } from './fulfilment-view';
import { PurchaseList } from './purchase-list';

/**
 * The purchase screen: the orders to fulfil, or, when the address names one
 * (`?project=…&po=…`), that order's fulfilment.
 */
export function PurchasePanel() {
  const address = usePurchaseAddress();
  return address.opened === null ? (
    <PurchaseList linkOf={address.hrefOf} />
  ) : (
    <FulfilmentView order={address.opened} onBack={address.close} />
  );
}
