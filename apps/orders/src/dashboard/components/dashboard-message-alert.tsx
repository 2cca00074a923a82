import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  rolesAllow,
  screenPaths,
  type DeliveryQuantityStatistic,
  type MessageStatus,
} from '@portal/contracts';
import { currentRolesAtom } from '@portal/auth';

/** The message status list of the delivery screen, filtered to one status. */
const messagesWith = (status: MessageStatus) => `${screenPaths.delivery}/messages?status=${status}`;

/**
 * The range's messages that need someone to look: refused by the partner (failed) or never
 * acknowledged in time (unknown), counted. A user who may open the delivery screen gets links to
 * those messages; anyone else reads the counts. Nothing shows while all is well.
 */
export function DashboardMessageAlert({
  deliveryQuantity,
}: {
  deliveryQuantity: DeliveryQuantityStatistic;
}) {
  const { t } = useTranslation('orders');
  const roles = useAtomValue(currentRolesAtom);
  const failed = deliveryQuantity.byStatus.failed ?? 0;
  const unknown = deliveryQuantity.byStatus.unknown ?? 0;
  if (failed === 0 && unknown === 0) return null;
  const canOpen = rolesAllow(roles, ['DELIVERY']);
  const title = t('dashboard.messageAlert.title');
  const line = (count: number, text: string, status: MessageStatus, linkText: string) =>
    count === 0 ? null : (
      <Group gap="sm">
        <Text size="sm">{text}</Text>
        {canOpen ? (
          <Anchor component={Link} to={messagesWith(status)} size="sm">
            {linkText}
          </Anchor>
        ) : null}
      </Group>
    );
  return (
    // Not role="alert": the figures come with every load, they do not interrupt.
    <Alert
      role="region"
      aria-label={title}
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} stroke={1.6} />}
      title={title}
    >
      <Stack gap={4}>
        {line(
          failed,
          t('dashboard.messageAlert.failed', { count: failed }),
          'failed',
          t('dashboard.messageAlert.openFailed'),
        )}
        {line(
          unknown,
          t('dashboard.messageAlert.unknown', { count: unknown }),
          'unknown',
          t('dashboard.messageAlert.openUnknown'),
        )}
      </Stack>
    </Alert>
  );
}
