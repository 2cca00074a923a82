import { Table, Text } from '@mantine/core';
import {
  messageStatusMeanings,
  messageStatuses,
  orderStatusMeanings,
  orderStatuses,
  requestFieldLabel,
  userStatusMeanings,
  userStatuses,
  type Language,
  type StatusMeaning,
} from '@portal/contracts';
import {
  messageStatusTones,
  orderStatusTones,
  StatusBadge,
  toneOf,
  userStatusTones,
  type StatusTone,
} from '@portal/ui';
import { ContrastSample } from './contrast-sample';
import { DocsPortal } from './docs-portal';
import { docsTexts } from './docs-texts';

function StatusTable<S extends string>({
  locale,
  statuses,
  meanings,
  tones,
}: {
  locale: Language;
  statuses: readonly S[];
  meanings: Readonly<Record<S, StatusMeaning>>;
  tones: Readonly<Record<S, StatusTone>>;
}) {
  const words = docsTexts[locale];
  return (
    <Table withTableBorder verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{requestFieldLabel('code', locale)}</Table.Th>
          <Table.Th>{words.tone}</Table.Th>
          <Table.Th>
            {words.badge} · {words.ratio}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statuses.map((status) => {
          const tone = toneOf(status, tones);
          return (
            <Table.Tr key={status}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {status}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {tone}
                </Text>
              </Table.Td>
              <Table.Td>
                <ContrastSample locale={locale} selector="[data-status]">
                  <StatusBadge status={status} label={meanings[status][locale]} tone={tone} />
                </ContrastSample>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Every order status: its code, tone (status-tones.ts) and badge, in the toolbar's language. */
export function OrderStatusColours() {
  return (
    <DocsPortal>
      {(locale) => (
        <StatusTable
          locale={locale}
          statuses={orderStatuses}
          meanings={orderStatusMeanings}
          tones={orderStatusTones}
        />
      )}
    </DocsPortal>
  );
}

/** Every outbound message status with its tone and badge. */
export function MessageStatusColours() {
  return (
    <DocsPortal>
      {(locale) => (
        <StatusTable
          locale={locale}
          statuses={messageStatuses}
          meanings={messageStatusMeanings}
          tones={messageStatusTones}
        />
      )}
    </DocsPortal>
  );
}

/** Every user account status with its tone and badge. */
export function UserStatusColours() {
  return (
    <DocsPortal>
      {(locale) => (
        <StatusTable
          locale={locale}
          statuses={userStatuses}
          meanings={userStatusMeanings}
          tones={userStatusTones}
        />
      )}
    </DocsPortal>
  );
}
