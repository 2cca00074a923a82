import { Alert, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  codeChoices,
  packageLevels,
  screenPaths,
  transportModes,
  weightUnits,
  x12TransportModeCodes,
  x12UnitCodes,
  type DeliveryDetail,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { ConfirmDialog, showSnackbar } from '@portal/ui';
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
import { copyNotice } from '../api/copy-notice';
import { deleteNotice } from '../api/delete-notice';
import { useNotice, type NoticeAddress } from '../hooks/use-notice';
import { useNoticeEditor } from '../hooks/use-notice-editor';
import type { LocatedField } from '../hooks/use-row-pages';
import { contentsOf } from '../state/notice-draft';
import {
  addressFields,
  lineFields,
  packageFields,
  shipmentFields,
  type FieldSpec,
} from '../state/notice-fields';
import type { FieldOptions } from './field-input';
import { FindingsSummary } from './findings-summary';
import { LineItemsSection } from './line-items-section';
import { MessagesSection } from './messages-section';
import { NoticeHeader } from './notice-header';
import { OrderResponseSection } from './order-response-section';
import { PackageSection } from './package-section';
import { ReportFilesSection } from './report-files-section';
import { ShipmentSection } from './shipment-section';
import { useKeptWhile } from '../hooks/use-kept-while';

/** The builder's address of a saved notice. */
export const noticeAddressPath = (deliveryId: number): string =>
  `${screenPaths.delivery}/notice/${deliveryId}`;

const savedNoticeAddress = (deliveryId: number): NoticeAddress => ({
  kind: 'notice',
  deliveryId,
});

/** What the route names: `notice/:deliveryId`, or `order/:serialNumber?project=KEY`. */
const useNoticeAddress = (): NoticeAddress | null =>
  useBuilderAddress('deliveryId', savedNoticeAddress);

/**
 * The ASN builder (spec §2 delivery screen): a ship notice of one order, opened from its address,
 * edited section by section, checked as it is typed, saved, and sent as 856 / DESADV.
 */
export function NoticeBuilderScreen() {
  const { t } = useTranslation('delivery');
  const address = useNoticeAddress();
  if (address === null) {
    return <BuilderNotFound title={t('notice.notFound')} message={t('notice.notFoundMessage')} />;
  }
  return <NoticeAt address={address} />;
}

function NoticeAt({ address }: { address: NoticeAddress }) {
  const { t } = useTranslation('delivery');
  const notice = useNotice(address);
  const navigate = useNavigate();
  const detail = notice.detail;
  const adopt = notice.adopt;

  // The order's notice was saved before: its own address shows it.
  useEffect(() => {
    if (address.kind === 'order' && detail !== null && detail.deliveryId !== null) {
      adopt({ kind: 'notice', deliveryId: detail.deliveryId }, detail);
      void navigate(noticeAddressPath(detail.deliveryId), { replace: true });
    }
  }, [address.kind, detail, navigate, adopt]);

  return (
    <BuilderFrame
      title={
        detail === null ? t('notice.title') : t('notice.titleOf', { poNumber: detail.poNumber })
      }
      failed={notice.failed}
      loading={detail === null}
      texts={{
        failed: t('notice.failed'),
        failedMessage: t('notice.failedMessage'),
        loading: t('notice.loading'),
      }}
      onRetry={notice.reload}
    >
      {detail === null ? null : (
        <NoticeParts
          // Another notice (a copy, the first save) starts the editor afresh.
          key={`${detail.serialNumber}:${detail.deliveryId ?? 'new'}`}
          detail={detail}
          onReplace={notice.replace}
          onReload={notice.reload}
          onMoved={(next) => {
            if (next.deliveryId === null) return;
            notice.adopt({ kind: 'notice', deliveryId: next.deliveryId }, next);
            void navigate(noticeAddressPath(next.deliveryId), {
              replace: detail.deliveryId === null,
            });
          }}
        />
      )}
    </BuilderFrame>
  );
}

type Confirming = 'copy' | 'delete';

interface NoticePartsProps {
  readonly detail: DeliveryDetail;
  readonly onReplace: (detail: DeliveryDetail) => void;
  readonly onReload: () => void;
  /** A notice with an address of its own now (first saved, or copied): go there. */
  readonly onMoved: (detail: DeliveryDetail) => void;
}

/** The header, the sections and the dialogs of one notice. */
function NoticeParts({ detail, onReplace, onReload, onMoved }: NoticePartsProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [located, setLocated] = useState<LocatedField | null>(null);
  const isNew = detail.deliveryId === null;

  const editor = useNoticeEditor(
    detail,
    useEditorAnswers<DeliveryDetail>({ isNew, onMoved, onReplace, onReload }),
  );
  const { data, findings, edit } = editor;
  const editable = detail.editable;

  useLeaveWarning(editor.dirty);

  const labelOf = useCallback((spec: FieldSpec) => t(spec.label), [t]);
  const missingLabel = useCallback((value: string) => t('notice.value.missing', { value }), [t]);

  // The package choices change with the packages' keys and labels, not with every keystroke.
  const packageSignature = data.packages
    .map((found) => `${found.key}\u0001${found.level}\u0001${found.labelNumber ?? ''}`)
    .join('\u0002');
  const packages = useKeptWhile(data.packages, packageSignature);
  const packageChoices = useMemo(
    () => ({
      pallets: packages
        .filter((found) => found.level === 'pallet')
        .map((found) => ({
          value: found.key,
          label: found.labelNumber ? `${found.key} · ${found.labelNumber}` : found.key,
        })),
      packages: packages.map((found) => ({
        value: found.key,
        label: found.labelNumber ? `${found.key} · ${found.labelNumber}` : found.key,
      })),
    }),
    [packages],
  );
  const options = useMemo<FieldOptions>(
    () => ({
      ...packageChoices,
      orderLines: detail.orderLines.map((line) => ({
        value: line.lineNumber,
        label: [line.lineNumber, line.vendorItemNumber ?? line.description]
          .filter(Boolean)
          .join(' · '),
      })),
      // "KG · Kilogram", "M · Motor (common carrier)": the codes the notice sends, with meanings.
      weightUnits: codeChoices(x12UnitCodes, language, weightUnits),
      transportModes: codeChoices(x12TransportModeCodes, language, transportModes),
    }),
    [packageChoices, detail.orderLines, language],
  );
  const contents = useMemo(() => contentsOf(data), [data]);

  /** Where a finding of the form stands, in words: "P1 · Gross weight", "Ship-from · City". */
  const placeOf = useCallback(
    (field: string) => {
      const [list, second, ...rest] = field.split('.');
      const named = (specs: readonly FieldSpec[], key: string) => {
        const spec = specs.find((candidate) => candidate.key === key);
        return spec === undefined ? key : t(spec.label);
      };
      if (list === 'shipment' && second !== undefined) {
        const head = named(shipmentFields, second);
        return rest.length === 0 ? head : `${head} · ${named(addressFields, rest.join('.'))}`;
      }
      if (list === 'packages' && second !== undefined)
        return `${second} · ${named(packageFields.carton, rest.join('.'))}`;
      if (list === 'lines' && second !== undefined)
        return `${second} · ${named(lineFields, rest.join('.'))}`;
      return field;
    },
    [t],
  );

  const save = () => void editor.save();
  const saveAndClose = async () => {
    if ((await editor.save()) !== null) void navigate(screenPaths.delivery);
  };
  const copy = async () => {
    if (detail.deliveryId === null) return;
    try {
      const copied = await copyNotice(detail.deliveryId);
      setConfirming(null);
      showSnackbar(t('notice.copy.done'), { level: 'success' });
      onMoved(copied);
    } catch {
      // The client's snackbar says why; the dialog stays for another try.
    }
  };
  const remove = async () => {
    if (detail.deliveryId === null) return;
    try {
      await deleteNotice(detail.deliveryId);
      setConfirming(null);
      showSnackbar(t('notice.delete.done'), { level: 'success' });
      void navigate(screenPaths.delivery);
    } catch {
      // The client's snackbar says why.
    }
  };

  const question = editor.question;
  const lineNumbersMissingWeight = editor.missingWeights;

  return (
    <Stack gap="md">
      <NoticeHeader
        detail={detail}
        editor={editor}
        summary={
          <FindingsSummary
            findings={findings.all}
            placeOf={placeOf}
            onLocate={(field) => setLocated({ field, at: Date.now() })}
          />
        }
        onSave={save}
        onSaveAndClose={() => void saveAndClose()}
        onCopy={() => setConfirming('copy')}
        onDelete={() => setConfirming('delete')}
        onSend={() => void editor.send()}
      />

      {editor.stale ? (
        <StaleAlert
          title={t('notice.stale.title')}
          message={t('notice.stale.message')}
          reloadLabel={t('notice.stale.reload')}
          onReload={() => {
            editor.discard();
            onReload();
          }}
        />
      ) : null}

      {lineNumbersMissingWeight === null ? null : (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('notice.recalculate.incompleteTitle')}
          withCloseButton
          closeButtonLabel={t('common:button.close')}
          onClose={editor.dismissMissingWeights}
        >
          {t('notice.recalculate.incomplete', {
            lines: lineNumbersMissingWeight
              .slice(0, 20)
              .map((line) => t('notice.recalculate.line', line))
              .join(', '),
            count: lineNumbersMissingWeight.length,
          })}
        </Alert>
      )}

      {editable ? null : <ReadOnlyAlert>{t('notice.readOnly')}</ReadOnlyAlert>}

      {detail.messages.length > 0 ? <MessagesSection messages={detail.messages} /> : null}

      <OrderResponseSection responses={detail.orderResponses} />

      <ShipmentSection
        shipment={data.shipment}
        findings={findings}
        editable={editable}
        options={options}
        labelOf={labelOf}
        edit={edit}
        located={located}
      />

      <ReportFilesSection serialNumber={detail.serialNumber} files={detail.reportFiles} />

      {packageLevels.map((level) => {
        const enabled =
          level === 'pallet'
            ? detail.switches.hasOuterPackage
            : level === 'carton'
              ? detail.switches.hasInnerPackage
              : detail.switches.hasNoPackage;
        // A level the project does not use shows only while the notice still has such packages.
        if (!enabled && !data.packages.some((found) => found.level === level)) return null;
        return (
          <PackageSection
            key={level}
            level={level}
            data={data}
            contents={contents}
            findings={findings}
            editable={editable}
            enabled={enabled}
            autoLabel={detail.switches.autoLabelNumber}
            options={options}
            labelOf={labelOf}
            missingLabel={missingLabel}
            edit={edit}
            located={located}
          />
        );
      })}

      <LineItemsSection
        detail={detail}
        data={data}
        findings={findings}
        editable={editable}
        options={options}
        labelOf={labelOf}
        missingLabel={missingLabel}
        edit={edit}
        located={located}
      />

      <ConfirmDialog
        opened={confirming === 'copy'}
        title={t('notice.copy.title')}
        message={t('notice.copy.message')}
        confirmLabel={t('common:button.copy')}
        cancelLabel={t('common:button.cancel')}
        onConfirm={copy}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming === 'delete'}
        title={t('notice.delete.title')}
        message={t('notice.delete.message', { poNumber: detail.poNumber })}
        confirmLabel={t('common:button.delete')}
        cancelLabel={t('common:button.cancel')}
        danger
        onConfirm={remove}
        onCancel={() => setConfirming(null)}
      />
      <SendQuestionDialog
        question={question}
        title={t('notice.send.questionTitle')}
        confirmLabel={t('notice.send.continue')}
        onConfirm={() => editor.send(true)}
        onCancel={editor.dropQuestion}
      />
    </Stack>
  );
}
