import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quantityMark } from '../state/packing-plan';

/** "Short" or "Over" when a quantity differs from what was ordered; nothing when it matches. */
export function QuantityMark({ quantity, ordered }: { quantity: number; ordered: number }) {
  const { t } = useTranslation('orders');
  const mark = quantityMark(quantity, ordered);
  if (mark === 'exact') return null;
  return (
    <Badge size="sm" variant="light" color={mark === 'short' ? 'orange' : 'red'}>
      {mark === 'short' ? t('purchase.mark.short') : t('purchase.mark.over')}
    </Badge>
  );
}
