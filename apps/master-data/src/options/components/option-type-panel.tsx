import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionType } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import { ConfirmDialog, PagedTable, showSnackbar, type PagedTableColumn } from '@portal/ui';
import { ExportExcelButton } from '../../common/export-excel-button';
import { useExcelExport } from '../../common/use-excel-export';
import { useRowSelection } from '../../common/use-row-selection';
import { createOptionType } from '../api/create-option-type';
import { deleteOptionType } from '../api/delete-option-type';
import { updateOptionType } from '../api/update-option-type';
import type { OptionTypeList } from '../hooks/use-option-type-list';
import { OptionTypeFiltersForm } from './option-type-filters-form';
import { OptionTypeFormDialog } from './option-type-form-dialog';

export interface OptionTypePanelProps {
  list: OptionTypeList;
  /** The id of the type whose values are shown, if one was clicked. */
  selectedId: number | null;
  onSelect: (type: OptionType) => void;
  /** A type was created or edited: the saved type. */
  onSaved: (type: OptionType) => void;
  /** A type was deleted, with its values. */
  onDeleted: (type: OptionType) => void;
}

type Pending =
  { kind: 'create' } | { kind: 'edit'; type: OptionType } | { kind: 'delete'; type: OptionType };

const describeType = (type: OptionType) => type.name;

/** The option types: filters, the paged list (a click on a name shows its values), CRUD, export. */
export function OptionTypePanel({
  list,
  selectedId,
  onSelect,
  onSaved,
  onDeleted,
}: OptionTypePanelProps) {
  const { t } = useTranslation('master-data');
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describeType);
  const rows = useRowSelection();
  const excel = useExcelExport('optionType');
  const [pending, setPending] = useState<Pending | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;

  const remove = async (type: OptionType) => {
    try {
      await deleteOptionType(type.id);
    } catch {
      return; // The client's snackbar shows why; the dialog stays to retry or cancel.
    }
    showSnackbar('local-success.deleted', { level: 'success' });
    rows.forget(type.id);
    setPending(null);
    onDeleted(type);
    reload();
  };

  const exportSelected = () => {
    if (rows.ids.length === 0) {
      showSnackbar('local-master-data:option.export.noSelection');
      return;
    }
    void excel.run(rows.ids);
  };

  const columns = useMemo(
    (): PagedTableColumn<OptionType>[] => [
      {
        key: 'name',
        title: t('option.type.field.name'),
        hideable: false,
        render: (type) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={type.id === selectedId ? 700 : 500}
            aria-pressed={type.id === selectedId}
            onClick={() => onSelect(type)}
          >
            {type.name}
          </Anchor>
        ),
      },
      { key: 'key', title: t('option.type.field.key'), render: (type) => type.key },
      {
        key: 'values',
        title: t('option.type.field.values'),
        render: (type) => `${type.activeCount} / ${type.detailCount}`,
      },
      {
        key: 'updatedAt',
        title: t('option.field.updatedAt'),
        defaultHidden: true,
        render: (type) => formatDateTime(type.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (type) => (
          <Group
            gap={4}
            wrap="nowrap"
            role="group"
            aria-label={t('option.actions', { name: type.name })}
          >
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setPending({ kind: 'edit', type })}
            >
              {t('common:button.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setPending({ kind: 'delete', type })}
            >
              {t('common:button.delete')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, formatDateTime, selectedId, onSelect],
  );

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('option.type.list')}
      </Title>
      <OptionTypeFiltersForm filters={list.filters} onSearch={list.search} />
      <PagedTable
        tableId="master-data.option-types"
        columns={columns}
        rowKey={(type) => type.id}
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
            <Button onClick={() => setPending({ kind: 'create' })}>{t('option.type.add')}</Button>
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
        <OptionTypeFormDialog
          type={pending.kind === 'edit' ? pending.type : null}
          onSave={async (input) => {
            const saved =
              pending.kind === 'edit'
                ? await updateOptionType(pending.type.id, input)
                : await createOptionType(input);
            onSaved(saved);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.delete', { name: pending.type.name })}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() => remove(pending.type)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
