import { Anchor, Stack, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionType } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { showSnackbar, type PagedTableColumn } from '@portal/ui';
import { DeleteRecordDialog, RecordRowActions } from '../../common/record-row-actions';
import { RecordTable } from '../../common/record-table';
import { timestampColumn } from '../../common/timestamp-columns';
import type { RecordAction } from '../../common/use-record-actions';
import { useSelectedExport } from '../../common/use-excel-export';
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
  const selected = useSelectedExport(
    'optionType',
    'local-master-data:option.export.noSelection',
    useRowSelection(),
  );
  const [pending, setPending] = useState<RecordAction<OptionType> | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;

  const remove = async (type: OptionType) => {
    try {
      await deleteOptionType(type.id);
    } catch {
      return; // The client's snackbar shows why; the dialog stays to retry or cancel.
    }
    showSnackbar('local-success.deleted', { level: 'success' });
    selected.rows.forget(type.id);
    setPending(null);
    onDeleted(type);
    reload();
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
      timestampColumn('updatedAt', t('option.field.updatedAt'), formatDateTime, true),
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (type) => (
          <RecordRowActions
            label={t('option.actions', { name: type.name })}
            editing={false}
            onEdit={() => setPending({ kind: 'edit', record: type })}
            onDelete={() => setPending({ kind: 'delete', record: type })}
          />
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
      <RecordTable
        tableId="master-data.option-types"
        list={list}
        columns={columns}
        describe={describeType}
        selected={selected}
        addLabel={t('option.type.add')}
        onAdd={() => setPending({ kind: 'create' })}
        exportProgressLabel={t('option.export.progress')}
      />
      {(pending?.kind === 'create' || pending?.kind === 'edit') && (
        <OptionTypeFormDialog
          type={pending.kind === 'edit' ? pending.record : null}
          onSave={async (input) => {
            const saved =
              pending.kind === 'edit'
                ? await updateOptionType(pending.record.id, input)
                : await createOptionType(input);
            onSaved(saved);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteRecordDialog
          name={pending.record.name}
          onConfirm={() => remove(pending.record)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
