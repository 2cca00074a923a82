import { Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  labelSizes,
  shipmentDocumentKinds,
  type LabelSize,
  type PurchaseDetail,
  type ShipmentDocumentKind,
} from '@portal/contracts';
import { saveFile, showSnackbar, useFileDownload } from '@portal/ui';
import { downloadShipmentDocument } from '../api/download-shipment-document';
import { runPurchaseAction } from '../api/run-purchase-action';
import { usePurchaseFormat } from '../hooks/use-purchase-format';

/** Which document of which order to fetch. */
interface DocumentRequest {
  readonly kind: ShipmentDocumentKind;
  readonly serialNumber: number;
}

const fetchDocument = (request: DocumentRequest, onProgress: (fraction: number) => void) =>
  downloadShipmentDocument(request.kind, request.serialNumber, onProgress);

/** Labels may be printed (or printed again: a reprint keeps the SSCCs) while the order allows. */
export const canPrintLabels = (detail: PurchaseDetail): boolean =>
  detail.switches.printLabel &&
  (detail.allowedMoves.includes('print') ||
    (detail.summary.status === 'PRINTED' && detail.editable));

export interface LabelsSectionProps {
  readonly detail: PurchaseDetail;
  /** The packing plan on screen has changes not saved: labels would not show them. */
  readonly planUnsaved: boolean;
  readonly onPrinted: (detail: PurchaseDetail) => void;
}

/**
 * Print (or reprint) the SSCC labels in the chosen size, then download each kept document:
 * labels as PDF and ZPL, the packing slip and the bill of lading.
 */
export function LabelsSection({ detail, planUnsaved, onPrinted }: LabelsSectionProps) {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  const [labelSize, setLabelSize] = useState<LabelSize>('4x6');
  const [printing, setPrinting] = useState(false);
  const download = useFileDownload(fetchDocument, saveFile);
  const [fetching, setFetching] = useState<ShipmentDocumentKind | null>(null);
  const reprint = detail.summary.status === 'PRINTED';
  const serialNumber = detail.summary.serialNumber;

  const print = async () => {
    setPrinting(true);
    try {
      const result = await runPurchaseAction('print', { serialNumber, labelSize });
      showSnackbar(t('purchase.labels.printed'), { level: 'success' });
      onPrinted(result.detail);
    } catch {
      // The client's snackbar says why.
    } finally {
      setPrinting(false);
    }
  };

  const fetchKind = async (kind: ShipmentDocumentKind) => {
    setFetching(kind);
    await download.run({ kind, serialNumber });
    setFetching(null);
  };

  const documents = shipmentDocumentKinds.flatMap((kind) => {
    const kept = detail.documents.find((document) => document.kind === kind);
    return kept === undefined ? [] : [kept];
  });
  const printButton = (
    <Button
      leftSection={<IconPrinter size={16} stroke={1.6} />}
      loading={printing}
      disabled={planUnsaved}
      onClick={() => void print()}
    >
      {reprint ? t('purchase.labels.reprint') : t('purchase.labels.print')}
    </Button>
  );

  return (
    <Stack gap="sm">
      {!detail.switches.printLabel ? (
        <Text size="sm" c="dimmed">
          {t('purchase.labels.off')}
        </Text>
      ) : canPrintLabels(detail) ? (
        <Group gap="sm" align="flex-end">
          <Select
            label={t('purchase.labels.size')}
            w={240}
            allowDeselect={false}
            data={labelSizes.map((size) => ({
              value: size,
              label: t(`purchase.labelSize.${size}`),
            }))}
            value={labelSize}
            onChange={(value) => {
              const size = labelSizes.find((candidate) => candidate === value);
              if (size !== undefined) setLabelSize(size);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {planUnsaved ? (
            <Tooltip label={t('purchase.labels.saveFirst')}>
              <span>{printButton}</span>
            </Tooltip>
          ) : (
            printButton
          )}
          {reprint ? (
            <Text size="sm" c="dimmed" mb={8}>
              {t('purchase.labels.reprintHint')}
            </Text>
          ) : null}
        </Group>
      ) : null}

      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('purchase.documents.none')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('purchase.section.labels')}>
          {documents.map((document) => (
            <Group key={document.kind} gap="sm" role="listitem" wrap="nowrap">
              <Button
                variant="default"
                w={260}
                justify="flex-start"
                leftSection={<IconDownload size={16} stroke={1.6} />}
                loading={fetching === document.kind}
                disabled={fetching !== null && fetching !== document.kind}
                onClick={() => void fetchKind(document.kind)}
              >
                {t(`purchase.document.${document.kind}`)}
              </Button>
              <Text size="xs" c="dimmed">
                {t('purchase.documents.made', {
                  fileName: document.fileName,
                  size: format.bytes(document.bytes),
                  at: format.dateTime(document.createdAt),
                })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
