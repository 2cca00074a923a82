import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { InvoiceDetail } from '@portal/contracts';
import { useFinanceFormat } from '../../common/use-finance-format';
import { useInvoiceDetail } from '../hooks/use-invoice-detail';
import { invoiceBuilderPath, invoiceIdOf, invoiceListPath } from '../state/invoice-paths';
import { InvoiceStatusBadge } from './invoice-badges';
import {
  InvoiceHeaderSection,
  InvoicePartiesSection,
  InvoiceSettlementSection,
  InvoiceTaxSection,
} from './invoice-header-sections';
import {
  InvoiceChargesSection,
  InvoiceLinesSection,
  InvoiceTotalsSection,
} from './invoice-lines-section';
import { InvoiceMessagesSection } from './invoice-messages-section';
import { InvoicePaymentsSection, RelatedInvoicesSection } from './invoice-payments-section';
import { InvoicePdfButton } from './invoice-pdf-button';

function InvoiceDetailBody({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const number =
    detail.data.invoiceNumber === '' ? t('invoice.noNumber') : detail.data.invoiceNumber;
  const draft = detail.status === 'draft';
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="sm">
          <Title order={2} fz="xl">
            {detail.kind === 'creditMemo'
              ? t('invoice.detail.creditMemoTitle', { number })
              : t('invoice.detail.title', { number })}
          </Title>
          <InvoiceStatusBadge status={detail.status} />
          <Text size="sm" fw={600}>
            {format.amount(detail.data.totals?.grandTotal, detail.data.currencyCode)}
          </Text>
        </Group>
        <Group gap="sm">
          {draft && detail.invoiceId !== null ? (
            <Button
              component={Link}
              to={invoiceBuilderPath(detail.invoiceId)}
              variant="default"
              leftSection={<IconEdit size={16} stroke={1.6} aria-hidden />}
            >
              {t('invoice.detail.openBuilder')}
            </Button>
          ) : null}
          {detail.invoiceId === null ? null : (
            <InvoicePdfButton invoiceId={detail.invoiceId} screenLanguage={format.language} />
          )}
        </Group>
      </Group>
      <InvoiceHeaderSection detail={detail} />
      <InvoicePartiesSection detail={detail} />
      <InvoiceLinesSection detail={detail} />
      <InvoiceChargesSection detail={detail} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <InvoiceTaxSection detail={detail} />
        <InvoiceTotalsSection detail={detail} />
      </SimpleGrid>
      <InvoiceSettlementSection detail={detail} />
      <InvoiceMessagesSection messages={detail.messages} />
      {/* Payments pay what we sent: a draft or a customer's invoice has none. */}
      {detail.direction === 'sent' && !draft ? <InvoicePaymentsSection detail={detail} /> : null}
      <RelatedInvoicesSection detail={detail} />
    </Stack>
  );
}

/**
 * `/space/invoice/{invoice_id}`: one invoice at its own address, with a way back to the list.
 * An address that names no invoice, or one that cannot be read, says so.
 */
export function InvoiceDetailPage() {
  const { t } = useTranslation('invoice-payment');
  const params = useParams<{ invoiceId: string }>();
  const invoiceId = invoiceIdOf(params.invoiceId);
  const { detail, failed, reload } = useInvoiceDetail(invoiceId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={invoiceListPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} stroke={1.6} aria-hidden />
          {t('invoice.detail.back')}
        </Group>
      </Anchor>
      {invoiceId === null ? (
        <Alert color="red" title={t('invoice.detail.notFound')} />
      ) : detail !== null ? (
        <InvoiceDetailBody key={detail.invoiceId} detail={detail} />
      ) : failed ? (
        <Alert color="red" title={t('invoice.detail.failed')}>
          <Button size="xs" variant="light" color="red" onClick={reload}>
            {t('common:button.retry')}
          </Button>
        </Alert>
      ) : (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('invoice.detail.loading')}</Text>
        </Group>
      )}
    </Stack>
  );
}
