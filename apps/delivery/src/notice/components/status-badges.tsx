import { useTranslation } from 'react-i18next';
import { messageStatusMeaning, orderStatusMeaning } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { messageStatusTones, orderStatusTones, StatusBadge, toneOf } from '@portal/ui';

/** A notice's or message's status (spec §4) by its meaning, as a badge. */
export function MessageStatusLabel({ status }: { status: string }) {
  const { i18n } = useTranslation('delivery');
  return (
    <StatusBadge
      status={status}
      label={messageStatusMeaning(status, currentLanguage(i18n))}
      tone={toneOf(status, messageStatusTones)}
    />
  );
}

/** An order's status by its meaning, as a badge. */
export function OrderStatusLabel({ status }: { status: string }) {
  const { i18n } = useTranslation('delivery');
  return (
    <StatusBadge
      status={status}
      label={orderStatusMeaning(status, currentLanguage(i18n))}
      tone={toneOf(status, orderStatusTones)}
    />
  );
}
