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
import type { PaymentCandidate, PaymentLine } from '@portal/contracts';
import { showSnackbar } from '@portal/ui';
import { useFinanceFormat } from '../../common/use-finance-format';
import { matchPaymentLine } from '../api/match-payment-line';
import { usePaymentCandidates } from '../hooks/use-payment-candidates';

export interface MatchLineDialogProps {
  /** The unmatched line to match; null keeps the dialog closed. */
  readonly line: PaymentLine | null;
  readonly onClose: () => void;
  /** The line is matched: the caller reads its list again. */
  readonly onMatched: (line: PaymentLine) => void;
}

/** One open invoice as a choice: number, then day, PO, what is due and what is paid of it. */
function CandidateLabel({ invoice }: { invoice: PaymentCandidate }) {
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
          poNumber: invoice.poNumber ?? '—',
          due: format.amount(invoice.due, invoice.currencyCode),
          paid: format.amount(invoice.paid, invoice.currencyCode),
        })}
      </Text>
    </Stack>
  );
}

/** A search of the invoices the line may be matched to, by number and PO, and one to choose. */
function CandidateSearch({
  paymentLineId,
  chosen,
  onChoose,
}: {
  paymentLineId: number;
  chosen: string;
  onChoose: (invoiceId: string) => void;
}) {
  const { t } = useTranslation('invoice-payment');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [poNumber, setPoNumber] = useState('');
  const candidates = usePaymentCandidates(paymentLineId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A choice the new search may not show again is dropped: Match names only what is seen.
    onChoose('');
    candidates.search({ invoiceNumber, poNumber });
  };
  return (
    <Stack gap="sm">
      <form onSubmit={submit} role="search" aria-label={t('payment.match.searchTitle')}>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('payment.match.invoiceNumber')}
            value={invoiceNumber}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setInvoiceNumber(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <TextInput
            label={t('payment.match.poNumber')}
            value={poNumber}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setPoNumber(event.currentTarget.value)}
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
      {candidates.searching ? (
        <Loader size="sm" aria-label={t('payment.match.searching')} />
      ) : candidates.invoices !== null && candidates.invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payment.match.noInvoices')}
        </Text>
      ) : (
        <Radio.Group
          label={t('payment.match.choose')}
          description={t('payment.match.chooseHint')}
          value={chosen}
          onChange={onChoose}
        >
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="xs" mt="xs">
              {(candidates.invoices ?? []).map((invoice) => (
                <Radio
                  key={invoice.invoiceId}
                  value={String(invoice.invoiceId)}
                  label={<CandidateLabel invoice={invoice} />}
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
 * "Match to invoice" of a remittance line that named no invoice of ours. The user searches the
 * invoices the server offers for this line (its project's sent invoices not yet paid in full, by
 * number or PO) and picks one; the PAYMENT role alone does it. Matching is logged by the server;
 * a refusal (already matched, not a sent invoice) is told by the client's snackbar and the dialog
 * stays.
 */
export function MatchLineDialog({ line, onClose, onMatched }: MatchLineDialogProps) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const [chosen, setChosen] = useState('');
  const [saving, setSaving] = useState(false);
  const invoiceId = chosen === '' ? null : Number(chosen);

  const close = () => {
    setChosen('');
    onClose();
  };
  const match = async () => {
    if (line === null || invoiceId === null) return;
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
          <CandidateSearch
            key={line.paymentLineId}
            paymentLineId={line.paymentLineId}
            chosen={chosen}
            onChoose={setChosen}
          />
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
