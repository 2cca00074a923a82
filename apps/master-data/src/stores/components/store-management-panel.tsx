import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, type Store } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import { ConfirmDialog, PagedTable, showSnackbar, type PagedTableColumn } from '@portal/ui';
import { ExportExcelButton } from '../../common/export-excel-button';
import { useExcelExport } from '../../common/use-excel-export';
import { useRowSelection } from '../../common/use-row-selection';
import { createStore } from '../api/create-store';
import { deleteStore } from '../api/delete-store';
import { getStore } from '../api/get-store';
import { updateStore } from '../api/update-store';
import { useStoreList } from '../hooks/use-store-list';
import { StoreFiltersForm } from './store-filters-form';
import { StoreFormDialog } from './store-form-dialog';

/** What the user asked for on a row (or the toolbar), waiting for its dialog. */
type Pending =
  { kind: 'create' } | { kind: 'edit'; store: Store } | { kind: 'delete'; store: Store };

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
  const rows = useRowSelection();
  const excel = useExcelExport('store');
  const [pending, setPending] = useState<Pending | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;
  const { forget } = rows;

  /** Edits the store as stored now, not as the list read it. */
  const openEdit = useCallback(
    async (store: Store) => {
      setOpening(store.id);
      try {
        setPending({ kind: 'edit', store: await getStore(store.id) });
      } catch {
        reload(); // Gone since the list was read: the client's snackbar says so.
      } finally {
        setOpening(null);
      }
    },
    [reload],
  );

  const remove = async (store: Store) => {
    try {
      await deleteStore(store.id);
    } catch (error) {
      // The client's snackbar shows why. A store inventory uses stays: asking again cannot help.
      if (error instanceof ApiError && error.code === errorCatalogue.RECORD_IN_USE.code) close();
      return;
    }
    showSnackbar('local-success.deleted', { level: 'success' });
    forget(store.id);
    setPending(null);
    reload();
  };

  const exportSelected = () => {
    if (rows.ids.length === 0) {
      showSnackbar('local-master-data:store.export.noSelection');
      return;
    }
    void excel.run(rows.ids);
  };

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
          <Group
            gap={4}
            wrap="nowrap"
            role="group"
            aria-label={t('store.actions', { name: store.storeCode })}
          >
            <Button
              size="compact-xs"
              variant="subtle"
              loading={opening === store.id}
              onClick={() => void openEdit(store)}
            >
              {t('common:button.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setPending({ kind: 'delete', store })}
            >
              {t('common:button.delete')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, formatDateTime, opening, openEdit],
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
              onClick={exportSelected}
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
          store={pending.store}
          onSave={async (store) => {
            await updateStore(pending.store.id, store);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.delete', {
            name: `${pending.store.storeCode} ${pending.store.name}`,
          })}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() => remove(pending.store)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
