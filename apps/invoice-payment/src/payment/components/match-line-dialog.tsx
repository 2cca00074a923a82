import {
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary, PaymentLine } from '@portal/contracts';
import { showSnackbar } from '@portal/ui';
import { useFinanceFormat } from '../../common/use-finance-format';
import { useRoleAllows } from '../../common/use-role-allows';
import { matchPaymentLine } from '../api/match-payment-line';
import { useInvoiceChoices } from '../hooks/use-invoice-choices';

export interface MatchLineDialogProps {
  /** The unmatched line to match; null keeps the dialog closed. */
  readonly line: PaymentLine | null;
  readonly onClose: () => void;
  /** The line is matched: the caller reads its list again. */
  readonly onMatched: (line: PaymentLine) => void;
}

/** One sent invoice as a choice: number, day, amount, PO and what is paid. */
function InvoiceChoiceLabel({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {invoice.invoiceNumber}
      </Text>
      <Text size="xs" c="dimmed">
        {t('payment.match.choiceDetail', {
          day: format.day(invoice.invoiceDate),
          amount: format.amount(invoice.grandTotal, invoice.currencyCode),
          poNumber: invoice.poNumber ?? '—',
          paid: t(`paidState.${invoice.paidState}`),
        })}
      </Text>
    </Stack>
  );
}

/** A search of the project's sent invoices by number, and one to choose. */
function InvoiceSearch({
  projectKey,
  chosen,
  onChoose,
}: {
  projectKey: string;
  chosen: string;
  onChoose: (invoiceId: string) => void;
}) {
  const { t } = useTranslation('invoice-payment');
  const [number, setNumber] = useState('');
  const choices = useInvoiceChoices(projectKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    choices.search(number);
  };
  return (
    <Stack gap="sm">
      <form onSubmit={submit} role="search" aria-label={t('payment.match.searchTitle')}>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('payment.match.invoiceNumber')}
            value={number}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setNumber(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {t('payment.match.find')}
          </Button>
        </Group>
      </form>
      {choices.searching ? (
        <Loader size="sm" aria-label={t('payment.match.searching')} />
      ) : choices.invoices !== null && choices.invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payment.match.noInvoices')}
        </Text>
      ) : (
        <Radio.Group label={t('payment.match.choose')} value={chosen} onChange={onChoose}>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="xs" mt="xs">
              {(choices.invoices ?? []).map((invoice) => (
                <Radio
                  key={invoice.invoiceId}
                  value={String(invoice.invoiceId)}
                  label={<InvoiceChoiceLabel invoice={invoice} />}
                  aria-label={invoice.invoiceNumber}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
    </Stack>
  );
}

/**
 * "Match to invoice" of a remittance line that named no invoice of ours. A user who may read
 * invoices (INVOICE) searches the project's sent invoices by number and picks one; anyone else
 * types the invoice's record number (the last part of its address). Matching is logged by the
 * server; a refusal (already matched, not a sent invoice) is told by the client's snackbar and
 * the dialog stays.
 */
export function MatchLineDialog({ line, onClose, onMatched }: MatchLineDialogProps) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const mayReadInvoices = useRoleAllows(['INVOICE']);
  const [chosen, setChosen] = useState('');
  const [saving, setSaving] = useState(false);
  const invoiceId = /^\d{1,12}$/.test(chosen.trim()) ? Number(chosen.trim()) : null;

  const close = () => {
    setChosen('');
    onClose();
  };
  const match = async () => {
    if (line === null || invoiceId === null || invoiceId <= 0) return;
    setSaving(true);
    try {
      const matched = await matchPaymentLine(line.paymentLineId, invoiceId);
      showSnackbar(
        t('payment.match.done', {
          line: line.invoiceNumber,
          invoice: matched.matchedInvoiceNumber ?? String(invoiceId),
        }),
        { level: 'success' },
      );
      setChosen('');
      onMatched(matched);
    } catch {
      // The client's snackbar says why; the dialog stays for another choice.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={line !== null}
      onClose={close}
      size="lg"
      title={t('payment.match.title')}
      closeButtonProps={{ 'aria-label': t('common:button.close') }}
    >
      {line === null ? null : (
        <Stack gap="md">
          <Text size="sm">
            {t('payment.match.lineSummary', {
              orderNumber: line.paymentOrderNumber,
              invoiceNumber: line.invoiceNumber,
              amount: format.amount(line.amount, line.currencyCode),
            })}
          </Text>
          {mayReadInvoices ? (
            <InvoiceSearch projectKey={line.projectKey} chosen={chosen} onChoose={setChosen} />
          ) : (
            <TextInput
              label={t('payment.match.invoiceId')}
              description={t('payment.match.invoiceIdHint')}
              value={chosen}
              inputMode="numeric"
              maxLength={12}
              autoComplete="off"
              onChange={(event) => setChosen(event.currentTarget.value)}
              error={
                chosen.trim() !== '' && invoiceId === null
                  ? t('payment.match.invoiceIdInvalid')
                  : undefined
              }
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common:button.cancel')}
            </Button>
            <Button onClick={() => void match()} loading={saving} disabled={invoiceId === null}>
              {t('payment.match.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
