import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messageStatusMeaning, type MessageStatus } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { messageStatusTones } from '@portal/ui';

/** Statuses that need someone to look: the partner refused, or never answered in time. */
export const isTroubledStatus = (status: MessageStatus): boolean =>
  status === 'failed' || status === 'unknown';

/**
 * A message's (or ship notice's) status in words, from the contracts' one wording. Failed and
 * unknown are filled and carry a warning sign, so they stand out in a long list.
 */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { i18n } = useTranslation();
  const troubled = isTroubledStatus(status);
  return (
    <Badge
      color={messageStatusTones[status]}
      variant={troubled ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      data-status={status}
      leftSection={troubled ? <IconAlertTriangle size={12} stroke={2} aria-hidden /> : null}
    >
      {messageStatusMeaning(status, currentLanguage(i18n))}
    </Badge>
  );
}
