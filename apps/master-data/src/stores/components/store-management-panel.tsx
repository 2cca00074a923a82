import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listFilterOf, errorCatalogue, type Store } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useDateTimeFormatter } from '@portal/auth';
import type { PagedTableColumn } from '@portal/ui';
import {
  byId,
  DeleteRecordDialog,
  recordActionsColumn,
  RecordTable,
  timestampColumns,
  useRecordActions,
} from '@portal/record-kit';
import { createStore } from '../api/create-store';
import { deleteStore } from '../api/delete-store';
import { getStore } from '../api/get-store';
import { updateStore } from '../api/update-store';
import { storeListQuery, useStoreList } from '../hooks/use-store-list';
import { StoreFiltersForm } from './store-filters-form';
import { StoreFormDialog } from './store-form-dialog';

/** A store that inventory counts stays: asking again cannot help, so the dialog closes. */
const inUse = (error: unknown) =>
  error instanceof ApiError && error.code === errorCatalogue.RECORD_IN_USE.code;

const describeStore = (store: Store) => `${store.storeCode} ${store.name}`;

/**
 * Stores and warehouses (spec §3), shared by every project: filters, the paged list with every
 * field, create, edit and delete, and the selected rows exported to Excel.
 */
export function StoreManagementPanel() {
  const { t } = useTranslation('master-data');
  const list = useStoreList();
  const formatDateTime = useDateTimeFormatter();
  const actions = useRecordActions<Store>({
    reload: list.reload,
    fetch: getStore,
    remove: deleteStore,
    resource: 'store',
    noSelectionKey: 'local-master-data:store.export.noSelection',
    closeOnDeleteError: inUse,
  });
  const { pending, setPending, close, opening, openEdit, askDelete } = actions;
  const { reload } = list;

  const columns = useMemo(
    (): PagedTableColumn<Store>[] => [
      {
        key: 'storeCode',
        sticky: 'start',
        title: t('store.field.storeCode'),
        hideable: false,
        render: (store) => store.storeCode,
      },
      { key: 'name', wrap: true, title: t('store.field.name'), render: (store) => store.name },
      { key: 'city', title: t('store.field.city'), render: (store) => store.city },
      { key: 'state', title: t('store.field.state'), render: (store) => store.state },
      { key: 'zip', title: t('store.field.zip'), render: (store) => store.zip },
      ...timestampColumns<Store>(
        { createdAt: t('store.field.createdAt'), updatedAt: t('store.field.updatedAt') },
        formatDateTime,
      ),
      recordActionsColumn(
        t('common:table.actions'),
        (store) => t('store.actions', { name: store.storeCode }),
        { opening, openEdit, askDelete },
      ),
    ],
    [t, formatDateTime, opening, openEdit, askDelete],
  );

  return (
    <Stack gap="md">
      <StoreFiltersForm filters={list.filters} onSearch={list.search} />
      <RecordTable
        tableId="master-data.stores"
        list={list}
        columns={columns}
        rowKey={byId}
        describe={describeStore}
        addLabel={t('store.add')}
        onAdd={() => setPending({ kind: 'create' })}
        exporting={{
          selected: actions,
          progressLabel: t('store.export.progress'),
          // Every row this filter matches, on all pages, is offered besides the ticked ones.
          filter: listFilterOf(storeListQuery(list.filters, 1, list.size)),
        }}
      />
      {pending?.kind === 'create' && (
        <StoreFormDialog
          onSave={async (store) => {
            await createStore(store);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'edit' && (
        <StoreFormDialog
          store={pending.record}
          onSave={async (store) => {
            await updateStore(pending.record.id, store);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteRecordDialog
          name={`${pending.record.storeCode} ${pending.record.name}`}
          onConfirm={() => actions.confirmDelete(pending.record)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
