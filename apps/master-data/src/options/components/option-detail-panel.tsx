import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionDetail, OptionType } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { ConfirmDialog, StatusBadge, showSnackbar, type PagedTableColumn } from '@portal/ui';
import { DeleteRecordDialog } from '../../common/record-row-actions';
import { RecordTable } from '../../common/record-table';
import { timestampColumn } from '../../common/timestamp-columns';
import { useSelectedExport } from '../../common/use-excel-export';
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
  const selected = useSelectedExport(
    'optionDetail',
    'local-master-data:option.export.noSelection',
    rows,
  );
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
      timestampColumn('updatedAt', t('option.field.updatedAt'), formatDateTime, true),
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
      <RecordTable
        tableId="master-data.option-details"
        list={list}
        columns={columns}
        describe={describeDetail}
        selected={selected}
        addLabel={t('option.detail.add')}
        onAdd={() => setPending({ kind: 'create' })}
        exportProgressLabel={t('option.export.progress')}
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
        <DeleteRecordDialog
          name={pending.detail.name}
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
