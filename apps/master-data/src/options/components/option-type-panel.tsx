import { Anchor, Stack, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listFilterOf, optionTypeName, type OptionType } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';
import type { PagedTableColumn } from '@portal/ui';
import {
  byId,
  DeleteRecordDialog,
  type RecordAction,
  RecordRowActions,
  RecordTable,
  timestampColumn,
  useResourceDownload,
  useResourceMatchingDownload,
  useRowSelection,
  useConfirmedAction,
  usePendingAction,
  useSelectedExport,
} from '@portal/record-kit';
import { createOptionType } from '../api/create-option-type';
import { deleteOptionType } from '../api/delete-option-type';
import { updateOptionType } from '../api/update-option-type';
import { optionTypeListQuery, type OptionTypeList } from '../hooks/use-option-type-list';
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

/** The option types: filters, the paged list (a click on a name shows its values), CRUD, export. */
export function OptionTypePanel({
  list,
  selectedId,
  onSelect,
  onSaved,
  onDeleted,
}: OptionTypePanelProps) {
  const { t, i18n } = useTranslation('master-data');
  const language = currentLanguage(i18n);
  // A built-in type shows its name in the user's language (optionTypeName).
  const nameOf = useCallback((type: OptionType) => optionTypeName(type, language), [language]);
  const formatDateTime = useDateTimeFormatter();
  const selected = useSelectedExport(
    useResourceDownload('optionType'),
    'local-master-data:option.export.noSelection',
    useRowSelection(),
    useResourceMatchingDownload('optionType'),
  );
  const { pending, setPending, close } = usePendingAction<RecordAction<OptionType>>();
  const { reload } = list;
  const confirm = useConfirmedAction({ close, reload });

  const remove = async (type: OptionType) => {
    const removed = await confirm(async () => {
      await deleteOptionType(type.id);
      selected.rows.forget(type.id);
    });
    if (removed) onDeleted(type);
  };

  const columns = useMemo(
    (): PagedTableColumn<OptionType>[] => [
      {
        key: 'name',
        sticky: 'start',
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
            {nameOf(type)}
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
        sticky: 'end',
        title: t('common:table.actions'),
        hideable: false,
        render: (type) => (
          <RecordRowActions
            label={t('option.actions', { name: nameOf(type) })}
            editing={false}
            onEdit={() => setPending({ kind: 'edit', record: type })}
            onDelete={() => setPending({ kind: 'delete', record: type })}
          />
        ),
      },
    ],
    [t, formatDateTime, selectedId, onSelect, setPending, nameOf],
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
        rowKey={byId}
        describe={nameOf}
        addLabel={t('option.type.add')}
        onAdd={() => setPending({ kind: 'create' })}
        exporting={{
          selected,
          progressLabel: t('option.export.progress'),
          filter: listFilterOf(optionTypeListQuery(list.filters, 1, list.size)),
        }}
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
          name={nameOf(pending.record)}
          onConfirm={() => remove(pending.record)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
