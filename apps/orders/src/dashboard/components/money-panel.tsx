import {
  Box,
  Group,
  LoadingOverlay,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  displayAmount,
  receivableAges,
  rolesAllow,
  sumAmounts,
  minorUnitOf,
  type MoneyStatistic,
  type ReceivableAge,
  type StatisticQuery,
} from '@portal/contracts';
import { currentRolesAtom, useDateTimeFormat } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';
import { LoadErrorPanel, PageLoader } from '@portal/ui';
import { useMoneyStatistic } from '../hooks/use-money-statistic';
import { moneyOverTimeOption, receivablesByAgeOption } from './money-chart-options';
import { okabeIto } from './chart-palette';
import { LazyEChart } from './lazy-echart';

type CurrencyFigures = MoneyStatistic['currencies'][number];

/** The age texts, one per receivable age of the contract. */
const ageKeys: Readonly<Record<ReceivableAge, string>> = {
  '0-30': 'dashboard.money.age.upTo30',
  '31-60': 'dashboard.money.age.upTo60',
  '61-90': 'dashboard.money.age.upTo90',
  '90+': 'dashboard.money.age.over90',
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** One currency's figures: what was invoiced and paid in the range, what is open, and two charts. */
function CurrencyFiguresView({
  figures,
  unit,
}: {
  figures: CurrencyFigures;
  unit: StatisticQuery['unit'];
}) {
  const { t, i18n } = useTranslation('orders');
  const locale = currentLanguage(i18n) === 'zh-cn' ? 'zh-CN' : 'en-US';
  const dateTimeFormat = useDateTimeFormat();
  const { currencyCode } = figures;
  const amount = (value: string) => `${displayAmount(value, currencyCode)} ${currencyCode}`;
  const open = sumAmounts(
    receivableAges.map((age) => figures.receivables[age] ?? '0'),
    minorUnitOf(currencyCode),
  );
  const options = useMemo(
    () => ({
      overTime: moneyOverTimeOption(
        unit,
        figures,
        { invoiced: t('dashboard.money.invoiced'), paid: t('dashboard.money.paid') },
        { invoiced: okabeIto.blue, paid: okabeIto.bluishGreen },
        locale,
        dateTimeFormat,
      ),
      byAge: receivablesByAgeOption(
        figures,
        { open: t('dashboard.money.open'), age: (age) => t(ageKeys[age]) },
        okabeIto.vermillion,
        locale,
      ),
    }),
    [unit, figures, t, locale, dateTimeFormat],
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figure label={t('dashboard.money.invoicedInRange')} value={amount(figures.invoiced)} />
        <Figure label={t('dashboard.money.paidInRange')} value={amount(figures.paid)} />
        <Figure label={t('dashboard.money.openNow')} value={amount(open)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {t('dashboard.money.chart.overTime', { currency: currencyCode })}
          </Title>
          <LazyEChart
            option={options.overTime}
            label={t('dashboard.money.chart.overTime', { currency: currencyCode })}
            caption={t('dashboard.money.chart.overTimeCaption')}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {t('dashboard.money.chart.byAge', { currency: currencyCode })}
          </Title>
          <LazyEChart
            option={options.byAge}
            label={t('dashboard.money.chart.byAge', { currency: currencyCode })}
            caption={t('dashboard.money.chart.byAgeCaption')}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** The money section for a finance user: read, then one currency at a time. */
function MoneySection({ query }: { query: StatisticQuery }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const { statistic, loading, failed, reload } = useMoneyStatistic(query);
  const [chosen, setChosen] = useState<string | null>(null);
  const currencies = statistic?.currencies ?? [];
  // Amounts of different currencies never add up: the user looks at one at a time.
  const shown = currencies.find((entry) => entry.currencyCode === chosen) ?? currencies[0];

  const body = failed ? (
    <LoadErrorPanel
      title={t('dashboard.money.failed')}
      message={t('dashboard.failed.message')}
      retryLabel={t('common:button.retry')}
      onRetry={reload}
    />
  ) : statistic === null ? (
    <PageLoader label={t('common:state.loading')} />
  ) : shown === undefined ? (
    <Paper withBorder radius="md" p="xl">
      <Text c="dimmed" ta="center">
        {t('dashboard.money.empty')}
      </Text>
    </Paper>
  ) : (
    <Box pos="relative" aria-busy={loading}>
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} />
      <CurrencyFiguresView figures={shown} unit={statistic.range.unit} />
    </Box>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t('dashboard.section.money')}
        </Title>
        {currencies.length > 1 && shown !== undefined ? (
          <SegmentedControl
            aria-label={t('dashboard.money.currency')}
            value={shown.currencyCode}
            onChange={setChosen}
            data={currencies.map((entry) => entry.currencyCode)}
          />
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}

/**
 * Invoiced and paid amounts and the open receivables by age, for the users who handle money
 * (INVOICE or PAYMENT, as the endpoint allows); everyone else sees nothing and asks nothing.
 */
export function MoneyPanel({ query }: { query: StatisticQuery }) {
  const roles = useAtomValue(currentRolesAtom);
  return rolesAllow(roles, ['INVOICE', 'PAYMENT']) ? <MoneySection query={query} /> : null;
}
