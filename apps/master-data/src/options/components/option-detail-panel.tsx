import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionDetail, OptionType } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import {
  ConfirmDialog,
  PagedTable,
  StatusBadge,
  showSnackbar,
  type PagedTableColumn,
} from '@portal/ui';
import { ExportExcelButton } from '../../common/export-excel-button';
import { useExcelExport } from '../../common/use-excel-export';
import type { RowSelection } from '../../common/use-row-selection';
import { createOptionDetail } from '../api/create-option-detail';
import { deleteOptionDetail } from '../api/delete-option-detail';
import { setOptionDetailActive } from '../api/set-option-detail-active';
import { updateOptionDetail } from '../api/update-option-detail';
import type { OptionDetailList } from '../hooks/use-option-detail-list';
import { OptionDetailFiltersForm } from './option-detail-filters-form';
import { OptionDetailFormDialog } from './option-detail-form-dialog';

export interface OptionDetailPanelProps {
  /** The type clicked in the type list; none shows the hint to click one. */
  type: OptionType | null;
  list: OptionDetailList;
  /** The selected values (kept by the caller: a new type clears them). */
  rows: RowSelection;
  /** A value was added, changed or removed: the type's counts changed. */
  onChanged: () => void;
}

type Pending =
  | { kind: 'create' }
  | { kind: 'edit'; detail: OptionDetail }
  | { kind: 'delete'; detail: OptionDetail }
  | { kind: 'enable'; detail: OptionDetail }
  | { kind: 'disable'; detail: OptionDetail };

const describeDetail = (detail: OptionDetail) => detail.value;

/**
 * The values of the clicked option type: filters, the paged list with their status, create,
 * edit, delete, enable and disable (a disabled value is offered by no dropdown), and export.
 */
export function OptionDetailPanel({ type, list, rows, onChanged }: OptionDetailPanelProps) {
  const { t } = useTranslation('master-data');
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describeDetail);
  const excel = useExcelExport('optionDetail');
  const [pending, setPending] = useState<Pending | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;

  /** Runs a confirmed action: success message, fresh lists; a failure keeps the dialog open. */
  const confirmAction = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
    } catch {
      return; // The client's snackbar shows why.
    }
    showSnackbar(message, { level: 'success' });
    setPending(null);
    reload();
    onChanged();
  };

  const exportSelected = () => {
    if (rows.ids.length === 0) {
      showSnackbar('local-master-data:option.export.noSelection');
      return;
    }
    void excel.run(rows.ids);
  };

  const columns = useMemo(
    (): PagedTableColumn<OptionDetail>[] => [
      {
        key: 'value',
        title: t('option.detail.field.value'),
        hideable: false,
        render: (detail) => detail.value,
      },
      { key: 'name', title: t('option.detail.field.name'), render: (detail) => detail.name },
      {
        key: 'status',
        title: t('option.detail.field.status'),
        render: (detail) =>
          detail.active ? (
            <StatusBadge status="enabled" label={t('option.detail.status.enabled')} tone="green" />
          ) : (
            <StatusBadge status="disabled" label={t('option.detail.status.disabled')} tone="gray" />
          ),
      },
      { key: 'sort', title: t('option.detail.field.sort'), render: (detail) => detail.sort },
      {
        key: 'description',
        title: t('option.detail.field.description'),
        render: (detail) => detail.description,
      },
      {
        key: 'updatedAt',
        title: t('option.field.updatedAt'),
        defaultHidden: true,
        render: (detail) => formatDateTime(detail.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (detail) => (
          <Group
            gap={4}
            wrap="nowrap"
            role="group"
            aria-label={t('option.actions', { name: detail.value })}
          >
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setPending({ kind: 'edit', detail })}
            >
              {t('common:button.edit')}
            </Button>
            {detail.active ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="orange"
                onClick={() => setPending({ kind: 'disable', detail })}
              >
                {t('common:button.disable')}
              </Button>
            ) : (
              <Button
                size="compact-xs"
                variant="subtle"
                color="green"
                onClick={() => setPending({ kind: 'enable', detail })}
              >
                {t('common:button.enable')}
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setPending({ kind: 'delete', detail })}
            >
              {t('common:button.delete')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, formatDateTime],
  );

  if (type === null) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('option.detail.list')}
        </Title>
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center" size="sm">
            {t('option.detail.hint')}
          </Text>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('option.detail.listOf', { name: type.name, key: type.key })}
      </Title>
      {/* A new type starts with its own empty filters. */}
      <OptionDetailFiltersForm key={type.id} filters={list.filters} onSearch={list.search} />
      <PagedTable
        tableId="master-data.option-details"
        columns={columns}
        rowKey={(detail) => detail.id}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        selection={rows.selection}
        toolbar={
          <>
            <Button onClick={() => setPending({ kind: 'create' })}>{t('option.detail.add')}</Button>
            <ExportExcelButton
              excel={excel}
              onClick={exportSelected}
              progressLabel={t('option.export.progress')}
            />
          </>
        }
        labels={labels}
      />
      {(pending?.kind === 'create' || pending?.kind === 'edit') && (
        <OptionDetailFormDialog
          type={type}
          detail={pending.kind === 'edit' ? pending.detail : null}
          onSave={async (input) => {
            if (pending.kind === 'edit') await updateOptionDetail(pending.detail.id, input);
            else await createOptionDetail(input);
            reload();
            onChanged();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.delete', { name: pending.detail.name })}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() =>
            confirmAction(async () => {
              await deleteOptionDetail(pending.detail.id);
              rows.forget(pending.detail.id);
            }, 'local-success.deleted')
          }
          onCancel={close}
        />
      )}
      {pending?.kind === 'enable' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.enable', { name: pending.detail.name })}
          confirmLabel={t('common:button.enable')}
          cancelLabel={t('common:button.cancel')}
          onConfirm={() =>
            confirmAction(
              () => setOptionDetailActive(pending.detail.id, true),
              'local-success.enabled',
            )
          }
          onCancel={close}
        />
      )}
      {pending?.kind === 'disable' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.disable', { name: pending.detail.name })}
          confirmLabel={t('common:button.disable')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() =>
            confirmAction(
              () => setOptionDetailActive(pending.detail.id, false),
              'local-success.disabled',
            )
          }
          onCancel={close}
        />
      )}
    </Stack>
  );
}
