import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagesWithStatusPath } from '../../messages/state/message-paths';
import type { MessageAlerts } from '../hooks/use-message-alerts';

/**
 * The failed and unknown messages, counted, each a link to the message status list showing
 * them. Nothing when there are none: the list stays quiet while all is well.
 */
export function MessageAlertLinks({ alerts }: { alerts: MessageAlerts | null }) {
  const { t } = useTranslation('delivery');
  if (alerts === null || (alerts.failed === 0 && alerts.unknown === 0)) return null;
  const icon = <IconAlertTriangle size={16} stroke={1.8} aria-hidden />;
  return (
    <Group gap="xs">
      {alerts.failed > 0 ? (
        <Button
          component={Link}
          to={messagesWithStatusPath('failed')}
          color="red"
          variant="light"
          size="sm"
          leftSection={icon}
        >
          {t('list.alert.failed', { count: alerts.failed })}
        </Button>
      ) : null}
      {alerts.unknown > 0 ? (
        <Button
          component={Link}
          to={messagesWithStatusPath('unknown')}
          color="orange"
          variant="light"
          size="sm"
          leftSection={icon}
        >
          {t('list.alert.unknown', { count: alerts.unknown })}
        </Button>
      ) : null}
    </Group>
  );
}
