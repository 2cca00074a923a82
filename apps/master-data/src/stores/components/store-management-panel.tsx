import { Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, type Store } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import { PagedTable, type PagedTableColumn } from '@portal/ui';
import { ExportExcelButton } from '../../common/export-excel-button';
import { DeleteRecordDialog, RecordRowActions } from '../../common/record-row-actions';
import { useRecordActions } from '../../common/use-record-actions';
import { createStore } from '../api/create-store';
import { deleteStore } from '../api/delete-store';
import { getStore } from '../api/get-store';
import { updateStore } from '../api/update-store';
import { useStoreList } from '../hooks/use-store-list';
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
  const labels = useTableLabels(describeStore);
  const actions = useRecordActions<Store>({
    reload: list.reload,
    fetch: getStore,
    remove: deleteStore,
    resource: 'store',
    noSelectionKey: 'local-master-data:store.export.noSelection',
    closeOnDeleteError: inUse,
  });
  const { pending, setPending, close, opening, openEdit, rows, excel } = actions;
  const { reload } = list;

  const columns = useMemo(
    (): PagedTableColumn<Store>[] => [
      {
        key: 'storeCode',
        title: t('store.field.storeCode'),
        hideable: false,
        render: (store) => store.storeCode,
      },
      { key: 'name', title: t('store.field.name'), render: (store) => store.name },
      { key: 'city', title: t('store.field.city'), render: (store) => store.city },
      { key: 'state', title: t('store.field.state'), render: (store) => store.state },
      { key: 'zip', title: t('store.field.zip'), render: (store) => store.zip },
      {
        key: 'createdAt',
        title: t('store.field.createdAt'),
        render: (store) => formatDateTime(store.createdAt),
      },
      {
        key: 'updatedAt',
        title: t('store.field.updatedAt'),
        defaultHidden: true,
        render: (store) => formatDateTime(store.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (store) => (
          <RecordRowActions
            label={t('store.actions', { name: store.storeCode })}
            editing={opening === store.id}
            onEdit={() => void openEdit(store)}
            onDelete={() => setPending({ kind: 'delete', record: store })}
          />
        ),
      },
    ],
    [t, formatDateTime, opening, openEdit, setPending],
  );

  return (
    <Stack gap="md">
      <StoreFiltersForm filters={list.filters} onSearch={list.search} />
      <PagedTable
        tableId="master-data.stores"
        columns={columns}
        rowKey={(store) => store.id}
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
            <Button onClick={() => setPending({ kind: 'create' })}>{t('store.add')}</Button>
            <ExportExcelButton
              excel={excel}
              onClick={actions.exportSelected}
              progressLabel={t('store.export.progress')}
            />
          </>
        }
        labels={labels}
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
