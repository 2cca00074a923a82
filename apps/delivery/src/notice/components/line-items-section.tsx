import { Button } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlus, IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deliveryLineSchema,
  type DeliveryData,
  type DeliveryDetail,
  type DeliveryLine,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { ConfirmDialog, saveFile, showSnackbar, useFileDownload } from '@portal/ui';
import { downloadAsnTemplate } from '../api/download-asn-template';
import { useFieldLayout } from '../hooks/use-field-layout';
import type { NoticeEditor } from '../hooks/use-notice-editor';
import { useRowPages, type LocatedField } from '../hooks/use-row-pages';
import {
  addLine,
  chooseOrderLine,
  linesFromOrder,
  nextKey,
  removeLine,
  replaceLine,
} from '../state/notice-draft';
import { formFindings, type FindingIndex } from '../state/notice-findings';
import { lineFields, withValue, type FieldSpec, type FieldValue } from '../state/notice-fields';
import { FieldSettings } from './field-settings';
import type { FieldOptions } from './field-input';
import { LineUploadDialog } from './line-upload-dialog';
import { NoticeSection } from './notice-section';
import { NoticeTable } from './notice-table';
import { RecordDialog } from './record-dialog';

const matches = (line: DeliveryLine, needle: string): boolean =>
  [
    line.key,
    line.lineNumber,
    line.packageKey,
    line.vendorItemNumber,
    line.buyerItemNumber,
    line.upc,
  ]
    .filter((value): value is string => value !== undefined)
    .some((value) => value.toLowerCase().includes(needle));

/** What replaces the line items once the user said they may be overwritten. */
type Overwrite = 'import' | 'upload';

interface TemplateRequest {
  readonly projectKey: string;
  readonly serialNumber: number;
}

const fetchTemplate = (request: TemplateRequest, onProgress: (fraction: number) => void) =>
  downloadAsnTemplate(request.projectKey, request.serialNumber, onProgress);

export interface LineItemsSectionProps {
  readonly detail: DeliveryDetail;
  readonly data: DeliveryData;
  readonly findings: FindingIndex;
  readonly editable: boolean;
  readonly options: FieldOptions;
  readonly labelOf: (spec: FieldSpec) => string;
  readonly missingLabel: (value: string) => string;
  readonly edit: NoticeEditor['edit'];
  readonly located: LocatedField | null;
}

/**
 * The line items: so much of an order line in one package. Added, edited in place or in a
 * dialog, removed; or all replaced at once from an Excel workbook (with its progress) or from the
 * order's lines, after the user agreed to overwrite the ones there (spec §5).
 */
export function LineItemsSection({
  detail,
  data,
  findings,
  editable,
  options,
  labelOf,
  missingLabel,
  edit,
  located,
}: LineItemsSectionProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const title = t('notice.section.lines');
  const layout = useFieldLayout('lines', lineFields);
  const pages = useRowPages('lines', data.lines, matches, located);
  const [editing, setEditing] = useState<string | null>(null);
  const [asking, setAsking] = useState<Overwrite | null>(null);
  const [uploading, setUploading] = useState(false);
  const template = useFileDownload(fetchTemplate, saveFile);
  const { orderLines } = detail;

  const onChange = useCallback(
    (key: string, field: string, value: FieldValue) =>
      edit((current) => {
        const orderLine =
          field === 'lineNumber'
            ? orderLines.find((candidate) => candidate.lineNumber === value)
            : undefined;
        if (orderLine !== undefined) return chooseOrderLine(current, key, orderLine);
        return {
          ...current,
          lines: current.lines.map((line) =>
            line.key === key ? withValue(line, field, value) : line,
          ),
        };
      }),
    [edit, orderLines],
  );
  const onRemove = useCallback(
    (key: string) => edit((current) => removeLine(current, key)),
    [edit],
  );
  const noteOf = useCallback(() => '', []);
  const nameOf = useCallback((line: DeliveryLine) => t('notice.row.line', { key: line.key }), [t]);

  const add = () => {
    const key = nextKey(
      data.lines.map((line) => line.key),
      'L',
    );
    edit((current) => addLine(current, orderLines).data);
    pages.reveal(key);
  };

  const importFromOrder = () => {
    const lines = linesFromOrder(orderLines);
    edit((current) => ({ ...current, lines }));
    showSnackbar(t('notice.lines.imported', { count: lines.length }), { level: 'success' });
  };

  /** Replacing asks first when there is something to overwrite. */
  const replaceWith = (how: Overwrite) => {
    if (data.lines.length > 0) setAsking(how);
    else if (how === 'import') importFromOrder();
    else setUploading(true);
  };

  const templateButton = detail.switches.allowAsnTemplateDownload ? (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} stroke={1.8} />}
      loading={template.exporting}
      onClick={() =>
        void template.run({ projectKey: detail.projectKey, serialNumber: detail.serialNumber })
      }
    >
      {t('notice.lines.template')}
    </Button>
  ) : null;

  const editingLine =
    editing === null ? undefined : data.lines.find((line) => line.key === editing);

  return (
    <NoticeSection
      title={title}
      findings={findings.at('lines')}
      actions={
        <>
          {editable ? (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} stroke={1.8} />}
                onClick={add}
              >
                {t('notice.lines.add')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} stroke={1.8} />}
                onClick={() => replaceWith('upload')}
              >
                {t('notice.lines.upload')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconFileImport size={14} stroke={1.8} />}
                disabled={orderLines.length === 0}
                onClick={() => replaceWith('import')}
              >
                {t('notice.lines.import')}
              </Button>
            </>
          ) : null}
          {templateButton}
          <FieldSettings section={title} fields={lineFields} state={layout} labelOf={labelOf} />
        </>
      }
    >
      <NoticeTable
        list="lines"
        label={title}
        pages={pages}
        totalCount={data.lines.length}
        columns={layout.shown}
        keyTitle={t('notice.field.lineKey')}
        keyWidth={56}
        noteOf={noteOf}
        nameOf={nameOf}
        findings={findings}
        editable={editable}
        options={options}
        labelOf={labelOf}
        onChange={onChange}
        onEdit={setEditing}
        onRemove={onRemove}
        missingLabel={missingLabel}
      />

      {editingLine === undefined ? null : (
        <RecordDialog
          title={t('notice.lines.editTitle', { key: editingLine.key })}
          record={editingLine}
          specs={lineFields}
          labelOf={labelOf}
          options={options}
          missingLabel={missingLabel}
          check={(candidate) => {
            const parsed = deliveryLineSchema.safeParse(candidate, { reportInput: true });
            return parsed.success ? [] : formFindings(data, parsed.error.issues, language);
          }}
          onApply={(record) => {
            const chosen = orderLines.find((line) => line.lineNumber === record.lineNumber);
            const key = editingLine.key;
            edit((current) => {
              const replaced = replaceLine(current, key, record);
              // A line item moved to another order line takes that line's item numbers.
              return chosen !== undefined && chosen.lineNumber !== editingLine.lineNumber
                ? chooseOrderLine(replaced, key, chosen)
                : replaced;
            });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}

      <ConfirmDialog
        opened={asking !== null}
        title={t('notice.lines.overwriteTitle')}
        message={t('notice.lines.overwrite', { count: data.lines.length })}
        confirmLabel={t('notice.lines.overwriteConfirm')}
        cancelLabel={t('common:button.cancel')}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const how = asking;
          setAsking(null);
          if (how === 'import') importFromOrder();
          else setUploading(true);
        }}
      />

      {uploading ? (
        <LineUploadDialog
          serialNumber={detail.serialNumber}
          deliveryId={detail.deliveryId}
          template={templateButton}
          onUploaded={(result) => {
            edit((current) => ({ ...current, lines: result.lines }));
            setUploading(false);
            showSnackbar(t('notice.lines.uploaded', { count: result.lines.length }), {
              level: 'success',
            });
          }}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </NoticeSection>
  );
}
