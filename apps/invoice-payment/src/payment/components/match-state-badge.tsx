import { Badge, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { adjustmentReasonCodes, type PaymentLine, type PaymentMatchState } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';
import { useFinanceFormat } from '../../common/use-finance-format';

const tones: Readonly<Record<PaymentMatchState, StatusTone>> = {
  paid: 'green',
  short: 'yellow',
  over: 'orange',
  unmatched: 'red',
};

/** How a line stands against our invoices, in words; an unmatched one is flagged. */
export function MatchStateBadge({ state }: { state: PaymentMatchState }) {
  const { t } = useTranslation('invoice-payment');
  const unmatched = state === 'unmatched';
  return (
    <Badge
      // Filled red at the default shade (red.6) leaves white text at 3.8:1; red.9 reaches 5.4:1.
      color={unmatched ? 'red.9' : tones[state]}
      variant={unmatched ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      data-match={state}
      leftSection={unmatched ? <IconAlertTriangle size={12} stroke={2} aria-hidden /> : null}
    >
      {t(`payment.matchState.${state}`)}
    </Badge>
  );
}

/** The amount without its sign: "over by 5.00" reads better than "over by -5.00". */
const magnitude = (amount: string): string => (amount.startsWith('-') ? amount.slice(1) : amount);

/**
 * The match state with what it leaves open (short) or pays too much (over), and the reason the
 * customer gave for paying other than the invoice's amount (code with its meaning).
 */
export function MatchStanding({ line }: { line: PaymentLine }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const difference =
    line.difference === null || (line.matchState !== 'short' && line.matchState !== 'over')
      ? null
      : format.amount(magnitude(line.difference), line.currencyCode);
  return (
    <Stack gap={2} align="flex-start">
      <MatchStateBadge state={line.matchState} />
      {difference === null ? null : (
        <Text size="xs">
          {line.matchState === 'short'
            ? t('payment.difference.short', { amount: difference })
            : t('payment.difference.over', { amount: difference })}
        </Text>
      )}
      {line.adjustmentReason === null ? null : (
        <Text size="xs" c="dimmed">
          {t('payment.adjustment', {
            reason: format.code(adjustmentReasonCodes, line.adjustmentReason),
            amount: format.amount(line.adjustmentAmount, line.currencyCode),
          })}
        </Text>
      )}
    </Stack>
  );
}
