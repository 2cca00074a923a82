import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLink } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  creditDebitFlags,
  paymentMethods,
  type PaymentLine,
  type PaymentOrderDetail,
} from '@portal/contracts';
import { DetailSection, DetailTable, FieldGrid } from '../../common/detail-parts';
import { useFinanceFormat } from '../../common/use-finance-format';
import { usePaymentDetail } from '../hooks/use-payment-detail';
import { paymentIdOf, paymentListPath } from '../state/payment-paths';
import { MatchLineDialog } from './match-line-dialog';
import { MatchedInvoice } from './payment-columns';
import { MatchStanding } from './match-state-badge';

function PaymentDetailBody({
  detail,
  onMatched,
}: {
  detail: PaymentOrderDetail;
  onMatched: () => void;
}) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const [matching, setMatching] = useState<PaymentLine | null>(null);
  const currency = detail.currencyCode;
  const linesTitle = t('payment.section.lines');
  const matched = useCallback(() => {
    setMatching(null);
    onMatched();
  }, [onMatched]);
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        {t('payment.detail.title', { number: detail.paymentOrderNumber })}
      </Title>
      <DetailSection title={t('payment.section.header')}>
        <FieldGrid
          fields={[
            { label: t('payment.field.paymentOrderNumber'), value: detail.paymentOrderNumber },
            { label: t('payment.field.assignedVendorNumber'), value: detail.assignedVendorNumber },
            { label: t('payment.field.project'), value: detail.projectKey },
            {
              label: t('payment.field.totalAmount'),
              value: format.amount(detail.totalAmount, currency),
            },
            {
              label: t('payment.field.creditDebit'),
              value: format.code(creditDebitFlags, detail.creditDebit),
            },
            {
              label: t('payment.field.paymentMethod'),
              value: format.code(paymentMethods, detail.paymentMethod),
            },
            { label: t('payment.field.paymentTime'), value: format.moment(detail.paymentTime) },
            {
              label: t('payment.field.document'),
              value:
                detail.documentType === 'REMADV'
                  ? t('payment.documentType.REMADV')
                  : detail.documentType === '820'
                    ? t('payment.documentType.820')
                    : detail.documentType,
            },
            { label: t('payment.field.receivedAt'), value: format.dateTime(detail.receivedAt) },
          ]}
        />
      </DetailSection>
      <DetailSection title={linesTitle}>
        <DetailTable<PaymentLine>
          label={linesTitle}
          rows={detail.lines}
          rowKey={(line) => line.paymentLineId}
          empty={t('payment.lines.none')}
          columns={[
            {
              key: 'invoice',
              title: t('payment.column.invoice'),
              render: (line) => (
                <Stack gap={0}>
                  <Text size="sm">{line.invoiceNumber}</Text>
                  {line.relatedInvoiceNumber === null ? null : (
                    <Text size="xs" c="dimmed">
                      {t('payment.relatedInvoice', { number: line.relatedInvoiceNumber })}
                    </Text>
                  )}
                  <MatchedInvoice line={line} />
                </Stack>
              ),
            },
            {
              key: 'invoiceDate',
              title: t('payment.field.invoiceDate'),
              render: (line) => format.day(line.invoiceDate),
            },
            { key: 'po', title: t('payment.field.poNumber'), render: (line) => line.poNumber },
            {
              key: 'amount',
              title: t('payment.column.amount'),
              numeric: true,
              render: (line) => format.amount(line.amount, line.currencyCode ?? currency),
            },
            {
              key: 'due',
              title: t('payment.field.invoiceDue'),
              numeric: true,
              render: (line) => format.amount(line.invoiceDue, line.currencyCode ?? currency),
            },
            {
              key: 'matchedBy',
              title: t('payment.field.matchedBy'),
              render: (line) => (line.matchedBy === null ? '' : t(`matchedBy.${line.matchedBy}`)),
            },
            {
              key: 'match',
              title: t('payment.column.match'),
              render: (line) => (
                <Stack gap={4} align="flex-start">
                  <MatchStanding line={line} />
                  {line.matchState === 'unmatched' ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconLink size={12} aria-hidden />}
                      onClick={() => setMatching(line)}
                      aria-label={t('payment.match.openFor', { number: line.invoiceNumber })}
                    >
                      {t('payment.match.open')}
                    </Button>
                  ) : null}
                </Stack>
              ),
            },
          ]}
        />
      </DetailSection>
      <MatchLineDialog line={matching} onClose={() => setMatching(null)} onMatched={matched} />
    </Stack>
  );
}

/**
 * `/space/payment/{payment_id}`: one payment order at its own address, its header and all its
 * remittance lines, with a way back to the list.
 */
export function PaymentDetailPage() {
  const { t } = useTranslation('invoice-payment');
  const params = useParams<{ paymentId: string }>();
  const paymentId = paymentIdOf(params.paymentId);
  const { detail, failed, reload } = usePaymentDetail(paymentId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paymentListPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} stroke={1.6} aria-hidden />
          {t('payment.detail.back')}
        </Group>
      </Anchor>
      {paymentId === null ? (
        <Alert color="red" title={t('payment.detail.notFound')} />
      ) : detail !== null ? (
        <PaymentDetailBody key={detail.paymentId} detail={detail} onMatched={reload} />
      ) : failed ? (
        <Alert color="red" title={t('payment.detail.failed')}>
          <Button size="xs" variant="light" color="red" onClick={reload}>
            {t('common:button.retry')}
          </Button>
        </Alert>
      ) : (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('payment.detail.loading')}</Text>
        </Group>
      )}
    </Stack>
  );
}
