import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listFilterOf,
  optionTypeName,
  type OptionDetail,
  type OptionType,
} from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';
import { StatusBadge, type PagedTableColumn } from '@portal/ui';
import {
  byId,
  ConfirmActionDialog,
  DeleteRecordDialog,
  RecordTable,
  RowActions,
  type RowSelection,
  timestampColumn,
  useConfirmedAction,
  usePendingAction,
  useResourceDownload,
  useResourceMatchingDownload,
  useSelectedExport,
} from '@portal/record-kit';
import { createOptionDetail } from '../api/create-option-detail';
import { deleteOptionDetail } from '../api/delete-option-detail';
import { setOptionDetailActive } from '../api/set-option-detail-active';
import { updateOptionDetail } from '../api/update-option-detail';
import { optionDetailListQuery, type OptionDetailList } from '../hooks/use-option-detail-list';
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
  const { t, i18n } = useTranslation('master-data');
  const formatDateTime = useDateTimeFormatter();
  const selected = useSelectedExport(
    useResourceDownload('optionDetail'),
    'local-master-data:option.export.noSelection',
    rows,
    useResourceMatchingDownload('optionDetail'),
  );
  const { pending, setPending, close } = usePendingAction<Pending>();
  const { reload } = list;
  // A change to a value changes its type's counts too.
  const confirm = useConfirmedAction({
    close,
    reload: () => {
      reload();
      onChanged();
    },
  });

  const columns = useMemo(
    (): PagedTableColumn<OptionDetail>[] => [
      {
        key: 'value',
        sticky: 'start',
        title: t('option.detail.field.value'),
        hideable: false,
        render: (detail) => detail.value,
      },
      {
        key: 'name',
        wrap: true,
        title: t('option.detail.field.name'),
        render: (detail) => detail.name,
      },
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
        wrap: true,
        title: t('option.detail.field.description'),
        render: (detail) => detail.description,
      },
      timestampColumn('updatedAt', t('option.field.updatedAt'), formatDateTime, true),
      {
        key: 'actions',
        sticky: 'end',
        title: t('common:table.actions'),
        hideable: false,
        render: (detail) => (
          <RowActions
            label={t('option.actions', { name: detail.value })}
            actions={[
              {
                kind: 'edit',
                label: t('common:button.edit'),
                onClick: () => setPending({ kind: 'edit', detail }),
              },
              detail.active
                ? {
                    kind: 'disable',
                    label: t('common:button.disable'),
                    color: 'orange',
                    onClick: () => setPending({ kind: 'disable', detail }),
                  }
                : {
                    kind: 'enable',
                    label: t('common:button.enable'),
                    color: 'green',
                    onClick: () => setPending({ kind: 'enable', detail }),
                  },
              {
                kind: 'delete',
                label: t('common:button.delete'),
                danger: true,
                onClick: () => setPending({ kind: 'delete', detail }),
              },
            ]}
          />
        ),
      },
    ],
    [t, formatDateTime, setPending],
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
        {t('option.detail.listOf', {
          name: optionTypeName(type, currentLanguage(i18n)),
          key: type.key,
        })}
      </Title>
      {/* A new type starts with its own empty filters. */}
      <OptionDetailFiltersForm key={type.id} filters={list.filters} onSearch={list.search} />
      <RecordTable
        tableId="master-data.option-details"
        list={list}
        columns={columns}
        rowKey={byId}
        describe={describeDetail}
        addLabel={t('option.detail.add')}
        onAdd={() => setPending({ kind: 'create' })}
        exporting={{
          selected,
          progressLabel: t('option.export.progress'),
          // The values of the clicked type that the filters match, on all pages.
          filter: listFilterOf(
            optionDetailListQuery({ ...list.filters, optionTypeId: type.id }, 1, list.size),
          ),
        }}
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
          onConfirm={async () => {
            await confirm(async () => {
              await deleteOptionDetail(pending.detail.id);
              rows.forget(pending.detail.id);
            });
          }}
          onCancel={close}
        />
      )}
      {(pending?.kind === 'enable' || pending?.kind === 'disable') && (
        <ConfirmActionDialog
          action={pending.kind}
          name={pending.detail.name}
          onConfirm={async () => {
            const enable = pending.kind === 'enable';
            await confirm(
              () => setOptionDetailActive(pending.detail.id, enable),
              enable ? 'local-success.enabled' : 'local-success.disabled',
            );
          }}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
