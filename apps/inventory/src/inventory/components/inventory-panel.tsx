import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, type Inventory } from '@portal/contracts';
import { ApiError, useProjects } from '@portal/api-client';
import { useDateTimeFormatter } from '@portal/auth';
import { currentLanguage, useImportDialogLabels, useTableLabels } from '@portal/i18n';
import {
  ConfirmDialog,
  ImportDialog,
  PagedTable,
  ProjectSelect,
  saveFile,
  showSnackbar,
  type PagedTableColumn,
  type PagedTableRowKey,
} from '@portal/ui';
import { createInventory } from '../api/create-inventory';
import { deleteInventory } from '../api/delete-inventory';
import { downloadInventoryTemplate } from '../api/download-inventory-template';
import { exportInventory } from '../api/export-inventory';
import { importInventory } from '../api/import-inventory';
import { sendInventoryReport } from '../api/send-inventory-report';
import { updateInventory } from '../api/update-inventory';
import { useInventoryList } from '../hooks/use-inventory-list';
import { useStores } from '../hooks/use-stores';
import { InventoryAdjustDialog } from './inventory-adjust-dialog';
import { InventoryCreateDialog } from './inventory-create-dialog';
import { InventoryDetailsDrawer } from './inventory-details-drawer';
import { InventoryFiltersForm, type InventoryFilterFields } from './inventory-filters-form';

/** What the user asked for on a row (or the toolbar), waiting for its dialog. */
type Pending =
  | { kind: 'create'; projectKey: string }
  | { kind: 'import'; projectKey: string }
  | { kind: 'adjust'; inventory: Inventory }
  | { kind: 'delete'; inventory: Inventory }
  | { kind: 'details'; inventory: Inventory }
  | { kind: 'report'; projectKey: string; ids: number[] };

const describeInventory = (inventory: Inventory) =>
  `${inventory.vendorNumber} / ${inventory.storeCode}`;

const isRecordId = (key: PagedTableRowKey): key is number => typeof key === 'number';

/** The rows a refused import lists (code 2014); none when it failed for another reason. */
const rejectedRowsOf = (error: unknown) =>
  error instanceof ApiError && error.code === errorCatalogue.IMPORT_ROWS_INVALID.code
    ? (error.detail?.rows ?? [])
    : [];

/**
 * Inventory inquiry: the project, filters and the paged list of stock per product and store, with
 * create, adjust, delete, details and logs, import, the inventory report and the Excel export.
 */
export function InventoryPanel() {
  const { t, i18n } = useTranslation('inventory');
  const language = currentLanguage(i18n);
  const { projects, loading: projectsLoading } = useProjects();
  const list = useInventoryList();
  const { stores } = useStores();
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describeInventory);
  const importLabels = useImportDialogLabels();
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [exportProgress, setExportProgress] = useState<number | null>(null);
  // Guards against a second press before the loading state has rendered.
  const exportingRef = useRef(false);
  const [downloadingTemplate, setDownloadingTemplate] = useState(false);
  const close = useCallback(() => setPending(null), []);
  const { reload, search, filters } = list;
  const projectKey = filters.projectKey;

  const chooseProject = (next: string) => {
    // Selected rows belong to the project they were chosen in.
    setSelected([]);
    search({ ...filters, projectKey: next });
  };

  const searchFilters = (fields: InventoryFilterFields) =>
    search({ ...fields, projectKey: filters.projectKey });

  /** The chosen project, or null after telling the user to choose one. */
  const requireProject = (): string | null => {
    if (projectKey !== '') return projectKey;
    showSnackbar('local-inventory:message.selectProject');
    return null;
  };

  const openCreate = () => {
    const key = requireProject();
    if (key !== null) setPending({ kind: 'create', projectKey: key });
  };

  const openImport = () => {
    const key = requireProject();
    if (key !== null) setPending({ kind: 'import', projectKey: key });
  };

  const openReport = () => {
    if (selected.length === 0) {
      showSnackbar('local-inventory:message.selectRecord');
      return;
    }
    const key = requireProject();
    if (key !== null) setPending({ kind: 'report', projectKey: key, ids: selected });
  };

  const sendReport = async (request: { projectKey: string; ids: number[] }) => {
    try {
      const result = await sendInventoryReport(request);
      showSnackbar(t('message.reportSent', { fileName: result.fileName }), { level: 'success' });
      setPending(null);
    } catch {
      // The client's snackbar shows why; the dialog stays to retry or cancel.
    }
  };

  const remove = async (inventory: Inventory) => {
    try {
      await deleteInventory(inventory.id);
    } catch {
      return; // The client's snackbar shows why (4019 while orders reserve part of it).
    }
    showSnackbar('local-success.deleted', { level: 'success' });
    setSelected((current) => current.filter((id) => id !== inventory.id));
    setPending(null);
    reload();
  };

  const exportSelected = async () => {
    if (selected.length === 0) {
      showSnackbar('local-inventory:message.selectExport');
      return;
    }
    if (exportingRef.current) return;
    exportingRef.current = true;
    setExportProgress(0);
    try {
      saveFile(
        await exportInventory(selected, (fraction) =>
          setExportProgress(Math.round(fraction * 100)),
        ),
      );
    } catch {
      // The client's snackbar shows why.
    } finally {
      exportingRef.current = false;
      setExportProgress(null);
    }
  };

  const downloadTemplate = async () => {
    setDownloadingTemplate(true);
    try {
      saveFile(await downloadInventoryTemplate());
    } catch {
      // The client's snackbar shows why.
    } finally {
      setDownloadingTemplate(false);
    }
  };

  const columns = useMemo(
    (): PagedTableColumn<Inventory>[] => [
      {
        key: 'vendorNumber',
        title: t('column.vendorNumber'),
        hideable: false,
        render: (inventory) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setPending({ kind: 'details', inventory })}
          >
            {inventory.vendorNumber}
          </Anchor>
        ),
      },
      {
        key: 'productName',
        title: t('column.productName'),
        render: (inventory) => inventory.productName,
      },
      { key: 'unit', title: t('column.unit'), render: (inventory) => inventory.unit },
      {
        key: 'storeCode',
        title: t('column.storeCode'),
        render: (inventory) => inventory.storeCode,
      },
      {
        key: 'storeName',
        title: t('column.storeName'),
        render: (inventory) => inventory.storeName,
      },
      { key: 'onHand', title: t('column.onHand'), render: (inventory) => inventory.onHand },
      { key: 'reserved', title: t('column.reserved'), render: (inventory) => inventory.reserved },
      {
        key: 'available',
        title: t('column.available'),
        render: (inventory) => inventory.available,
      },
      {
        key: 'updatedAt',
        title: t('column.updatedAt'),
        render: (inventory) => formatDateTime(inventory.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (inventory) => (
          <Group
            gap={4}
            wrap="nowrap"
            role="group"
            aria-label={t('action.rowActions', { name: describeInventory(inventory) })}
          >
            <Button
              size="compact-xs"
              variant="subtle"
              data-action="details"
              onClick={() => setPending({ kind: 'details', inventory })}
            >
              {t('action.details')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              data-action="adjust"
              onClick={() => setPending({ kind: 'adjust', inventory })}
            >
              {t('action.adjust')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              data-action="delete"
              onClick={() => setPending({ kind: 'delete', inventory })}
            >
              {t('common:button.delete')}
            </Button>
          </Group>
        ),
      },
    ],
    [t, formatDateTime],
  );

  const exporting = exportProgress !== null;
  const toolbar = (
    <>
      <Button onClick={openCreate}>{t('create.button')}</Button>
      <Button variant="default" onClick={openImport}>
        {t('common:button.inventoryImport')}
      </Button>
      <Button
        variant="default"
        loading={downloadingTemplate}
        onClick={() => void downloadTemplate()}
      >
        {t('common:button.downloadTemplate')}
      </Button>
      <Button variant="default" onClick={openReport}>
        {t('common:button.sendInventoryReport')}
      </Button>
      <Button variant="default" loading={exporting} onClick={() => void exportSelected()}>
        {t('common:button.exportExcel')}
      </Button>
      {exporting ? (
        <Group gap="xs" wrap="nowrap">
          <Progress value={exportProgress} w={96} aria-label={t('export.progress')} />
          <Text size="xs" c="dimmed">
            {exportProgress}%
          </Text>
        </Group>
      ) : null}
    </>
  );

  return (
    <Stack gap="md">
      <ProjectSelect
        label={t('project.label')}
        placeholder={t('project.placeholder')}
        w={320}
        projects={projects}
        language={language}
        value={projectKey}
        onChange={chooseProject}
        disabled={projectsLoading}
      />
      <InventoryFiltersForm
        filters={{
          vendorNumber: filters.vendorNumber,
          productName: filters.productName,
          storeId: filters.storeId,
        }}
        stores={stores}
        onSearch={searchFilters}
      />
      <PagedTable
        tableId="inventory.list"
        columns={columns}
        rowKey={(inventory) => inventory.id}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        selection={{
          selected,
          onChange: (keys) => setSelected(keys.filter(isRecordId)),
        }}
        toolbar={toolbar}
        labels={labels}
      />
      {pending?.kind === 'create' && (
        <InventoryCreateDialog
          projectKey={pending.projectKey}
          stores={stores}
          onSave={async (inventory) => {
            await createInventory(inventory);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'import' && (
        <ImportDialog
          opened
          title={t('import.title', { project: pending.projectKey })}
          labels={importLabels}
          onClose={close}
          onDownloadTemplate={async () => saveFile(await downloadInventoryTemplate())}
          onImport={(file, onProgress) => importInventory(pending.projectKey, file, onProgress)}
          rowsOf={rejectedRowsOf}
          onImported={(result) => {
            showSnackbar(t('common:import.done', { ...result }), { level: 'success' });
            setPending(null);
            reload();
          }}
        />
      )}
      {pending?.kind === 'adjust' && (
        <InventoryAdjustDialog
          inventory={pending.inventory}
          onSave={async (change) => {
            await updateInventory(pending.inventory.id, change);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'details' && (
        <InventoryDetailsDrawer inventory={pending.inventory} onClose={close} />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.delete', { name: describeInventory(pending.inventory) })}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() => remove(pending.inventory)}
          onCancel={close}
        />
      )}
      {pending?.kind === 'report' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.sendInventoryReport')}
          confirmLabel={t('common:button.sendInventoryReport')}
          cancelLabel={t('common:button.cancel')}
          onConfirm={() => sendReport({ projectKey: pending.projectKey, ids: pending.ids })}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
