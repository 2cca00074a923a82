import { Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenPaths, type InvoiceDetail, type Language } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { ConfirmDialog, saveFile, showSnackbar, useFileDownload } from '@portal/ui';
import { useBuilderAddress } from '../../common/builder-address';
import {
  BuilderFrame,
  BuilderNotFound,
  ReadOnlyAlert,
  SendQuestionDialog,
  StaleAlert,
  useEditorAnswers,
  useLeaveWarning,
} from '../../common/builder-frame';
import { FindingsSummary } from '../../notice/components/findings-summary';
import { createCreditMemo } from '../api/create-credit-memo';
import { deleteInvoice } from '../api/delete-invoice';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice, type InvoiceAddress } from '../hooks/use-invoice';
import { useInvoiceEditor } from '../hooks/use-invoice-editor';
import { groupFields, itemColumns, chargeColumns } from '../state/invoice-fields';
import { invoiceElementId } from '../state/invoice-findings';
import { invoicePath } from '../state/invoice-paths';
import { ChargesSection } from './charges-section';
import {
  InvoiceHeadSection,
  PartiesSection,
  SettlementSection,
  TermsSection,
} from './invoice-form-sections';
import { InvoiceHeader } from './invoice-header';
import { InvoiceMessagesSection } from './invoice-messages-section';
import { InvoiceItemsSection, type LocatedField } from './invoice-items-section';
import { TotalsPanel } from './totals-panel';

const savedInvoiceAddress = (invoiceId: number): InvoiceAddress => ({
  kind: 'invoice',
  invoiceId,
});

/** What the route names: `invoice/:invoiceId`, or `invoice/order/:serialNumber?project=KEY`. */
const useInvoiceAddress = (): InvoiceAddress | null =>
  useBuilderAddress('invoiceId', savedInvoiceAddress);

/**
 * The invoice builder (spec §2 delivery screen, "invoice items" and "SPAC entries"): an invoice
 * or credit memo of one order, opened from its address, edited section by section, checked and
 * totalled as it is typed, saved, and sent as 810 / INVOIC.
 */
export function InvoiceBuilderScreen() {
  const { t } = useTranslation('delivery');
  const address = useInvoiceAddress();
  if (address === null) {
    return <BuilderNotFound title={t('invoice.notFound')} message={t('invoice.notFoundMessage')} />;
  }
  return <InvoiceAt address={address} />;
}

function InvoiceAt({ address }: { address: InvoiceAddress }) {
  const { t } = useTranslation('delivery');
  const invoice = useInvoice(address);
  const navigate = useNavigate();
  const detail = invoice.detail;
  const adopt = invoice.adopt;

  // The order's invoice was saved before: its own address shows it.
  useEffect(() => {
    if (address.kind === 'order' && detail !== null && detail.invoiceId !== null) {
      adopt({ kind: 'invoice', invoiceId: detail.invoiceId }, detail);
      void navigate(invoicePath(detail.invoiceId), { replace: true });
    }
  }, [address.kind, detail, navigate, adopt]);

  const title =
    detail === null
      ? t('invoice.title')
      : detail.kind === 'creditMemo'
        ? t('invoice.titleCredit', { poNumber: detail.poNumber ?? '' })
        : t('invoice.titleOf', { poNumber: detail.poNumber ?? '' });

  return (
    <BuilderFrame
      title={title}
      failed={invoice.failed}
      loading={detail === null}
      texts={{
        failed: t('invoice.failed'),
        failedMessage: t('invoice.failedMessage'),
        loading: t('invoice.loading'),
      }}
      onRetry={invoice.reload}
    >
      {detail === null ? null : (
        <InvoiceParts
          // Another invoice (the first save, a credit memo) starts the editor afresh.
          key={`${detail.serialNumber ?? ''}:${detail.invoiceId ?? 'new'}`}
          detail={detail}
          onReplace={invoice.replace}
          onReload={invoice.reload}
          onMoved={(next) => {
            if (next.invoiceId === null) return;
            invoice.adopt({ kind: 'invoice', invoiceId: next.invoiceId }, next);
            void navigate(invoicePath(next.invoiceId), { replace: detail.invoiceId === null });
          }}
        />
      )}
    </BuilderFrame>
  );
}

type Confirming = 'delete' | 'creditMemo';

interface InvoicePartsProps {
  readonly detail: InvoiceDetail;
  readonly onReplace: (detail: InvoiceDetail) => void;
  readonly onReload: () => void;
  /** An invoice with an address of its own now (first saved, a credit memo): go there. */
  readonly onMoved: (detail: InvoiceDetail) => void;
}

const fetchPdf = (
  { invoiceId, language }: { invoiceId: number; language: Language },
  onProgress: (fraction: number) => void,
) => downloadInvoicePdf(invoiceId, language, onProgress);

/** The header, the sections and the dialogs of one invoice. */
function InvoiceParts({ detail, onReplace, onReload, onMoved }: InvoicePartsProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [located, setLocated] = useState<LocatedField | null>(null);
  const pdf = useFileDownload(fetchPdf, saveFile);
  const isNew = detail.invoiceId === null;

  const editor = useInvoiceEditor(
    detail,
    useEditorAnswers<InvoiceDetail>({ isNew, onMoved, onReplace, onReload }),
  );
  const { data, findings, edit, calculation } = editor;
  const editable = detail.editable && detail.serialNumber !== null;

  useLeaveWarning(editor.dirty);

  // A finding picked in the summary: its field, else its row or section, is focused.
  useEffect(() => {
    if (located === null) return;
    const parts = located.field.split('.');
    for (let length = parts.length; length > 0; length -= 1) {
      const element = document.getElementById(invoiceElementId(parts.slice(0, length).join('.')));
      if (element === null) continue;
      element.scrollIntoView?.({ block: 'center' });
      element.focus({ preventScroll: true });
      return;
    }
  }, [located]);

  /** Where a finding of the form stands, in words: "Line 1 · Unit price", "Bill-to · Name". */
  const placeOf = useCallback(
    (field: string) => {
      const [first, second, third] = field.split('.');
      if (first === 'lines' && second !== undefined) {
        const line = data.lines.find((candidate) => candidate.key === second);
        const row = t('invoice.row.line', { line: line?.lineNumber ?? second, key: second });
        const column = itemColumns.find((candidate) => candidate.key === third);
        return column === undefined ? row : `${row} · ${t(column.label)}`;
      }
      if (first === 'charges' && second !== undefined) {
        const row = t('invoice.row.charge', { key: second });
        const column = chargeColumns.find(
          (candidate) =>
            candidate.key === third ||
            (third === 'description' && candidate.key === 'chargeDescription') ||
            (third === 'amount' && candidate.key === 'chargeAmount'),
        );
        return column === undefined ? row : `${row} · ${t(column.label)}`;
      }
      if (
        (first === 'billTo' ||
          first === 'remitTo' ||
          first === 'terms' ||
          first === 'tax' ||
          first === 'settlement') &&
        second !== undefined
      ) {
        const spec = groupFields[first].find((candidate) => candidate.key === second);
        const name = spec === undefined ? second : t(spec.label);
        return first === 'billTo' || first === 'remitTo'
          ? `${t(`invoice.party.${first}`)} · ${name}`
          : name;
      }
      if (
        first === 'invoiceNumber' ||
        first === 'invoiceDate' ||
        first === 'currencyCode' ||
        first === 'shipNoticeNumber' ||
        first === 'originalInvoiceNumber'
      )
        return t(`invoice.field.${first}`);
      if (first === 'prepaid') return t('invoice.total.prepaid');
      return t('invoice.section.totals');
    },
    [data.lines, t],
  );

  const remove = async () => {
    if (detail.invoiceId === null) return;
    try {
      await deleteInvoice(detail.invoiceId);
      setConfirming(null);
      showSnackbar(t('invoice.delete.done'), { level: 'success' });
      void navigate(screenPaths.delivery);
    } catch {
      // The client's snackbar says why.
    }
  };
  const credit = async () => {
    if (detail.invoiceId === null) return;
    try {
      const memo = await createCreditMemo(detail.invoiceId);
      setConfirming(null);
      showSnackbar(t('invoice.creditMemo.done'), { level: 'success' });
      onMoved(memo);
    } catch {
      // The client's snackbar says why; the dialog stays for another try.
    }
  };

  const question = editor.question;
  const showInfo =
    detail.switches.showInvoiceInfo || data.terms !== undefined || data.tax !== undefined;
  const showSettlement = detail.switches.showTradeSettlement || data.settlement !== undefined;

  return (
    <Stack gap="md">
      <InvoiceHeader
        detail={detail}
        editor={editor}
        summary={
          <FindingsSummary
            findings={findings.all}
            placeOf={placeOf}
            onLocate={(field) => setLocated({ field, at: Date.now() })}
          />
        }
        printing={pdf.exporting}
        onSave={() => void editor.save()}
        onDelete={() => setConfirming('delete')}
        onSend={() => void editor.send()}
        onCreditMemo={() => setConfirming('creditMemo')}
        onPrint={() => {
          if (detail.invoiceId !== null) void pdf.run({ invoiceId: detail.invoiceId, language });
        }}
      />

      {editor.stale ? (
        <StaleAlert
          title={t('invoice.stale.title')}
          message={t('invoice.stale.message')}
          reloadLabel={t('invoice.stale.reload')}
          onReload={() => {
            editor.discard();
            onReload();
          }}
        />
      ) : null}

      {editable ? null : (
        <ReadOnlyAlert>
          {detail.canCredit ? t('invoice.readOnlyCredit') : t('invoice.readOnly')}
        </ReadOnlyAlert>
      )}

      {detail.messages.length > 0 ? <InvoiceMessagesSection messages={detail.messages} /> : null}

      <InvoiceHeadSection
        data={data}
        detail={detail}
        findings={findings}
        editable={editable}
        edit={edit}
      />
      <PartiesSection data={data} findings={findings} editable={editable} edit={edit} />
      {showInfo ? (
        <TermsSection data={data} findings={findings} editable={editable} edit={edit} />
      ) : null}
      <InvoiceItemsSection
        data={data}
        orderLines={detail.orderLines}
        lineAmounts={calculation.lineAmounts}
        findings={findings}
        editable={editable}
        edit={edit}
        located={located}
      />
      <ChargesSection
        data={data}
        chargeAmounts={calculation.chargeAmounts}
        findings={findings}
        editable={editable}
        edit={edit}
      />
      {showSettlement ? (
        <SettlementSection data={data} findings={findings} editable={editable} edit={edit} />
      ) : null}
      <TotalsPanel
        data={data}
        findings={findings}
        editable={editable}
        edit={edit}
        onRecalculate={editor.recalculate}
        busy={editor.busy !== null}
      />

      <ConfirmDialog
        opened={confirming === 'delete'}
        title={t('invoice.delete.title')}
        message={t('invoice.delete.message', { poNumber: detail.poNumber ?? '' })}
        confirmLabel={t('common:button.delete')}
        cancelLabel={t('common:button.cancel')}
        danger
        onConfirm={remove}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming === 'creditMemo'}
        title={t('invoice.creditMemo.title')}
        message={t('invoice.creditMemo.message', { number: data.invoiceNumber })}
        confirmLabel={t('invoice.creditMemo.confirm')}
        cancelLabel={t('common:button.cancel')}
        onConfirm={credit}
        onCancel={() => setConfirming(null)}
      />
      <SendQuestionDialog
        question={question}
        title={t('invoice.send.questionTitle')}
        intro={t('invoice.send.questionIntro')}
        confirmLabel={t('invoice.send.continue')}
        onConfirm={() => editor.send(true)}
        onCancel={editor.dropQuestion}
      />
    </Stack>
  );
}
