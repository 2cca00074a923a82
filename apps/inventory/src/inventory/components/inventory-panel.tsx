import { Anchor, Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, listFilterOf, type Inventory, type ListFilter } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useDateTimeFormatter, useProjectChoice } from '@portal/auth';
import { currentLanguage, useImportDialogLabels } from '@portal/i18n';
import {
  ImportDialog,
  ProjectSelect,
  RowScopeButton,
  saveFile,
  showSnackbar,
  useFileDownload,
  type PagedTableColumn,
} from '@portal/ui';
import {
  actionsColumn,
  byId,
  ConfirmActionDialog,
  DeleteRecordDialog,
  RecordTable,
  RowActions,
  useConfirmedAction,
  usePendingAction,
  useRowScopes,
  useRowSelection,
  useSelectedExport,
} from '@portal/record-kit';
import { createInventory } from '../api/create-inventory';
import { deleteInventory } from '../api/delete-inventory';
import { downloadInventoryTemplate } from '../api/download-inventory-template';
import { exportInventory, exportMatchingInventory } from '../api/export-inventory';
import { importInventory } from '../api/import-inventory';
import { sendInventoryReport } from '../api/send-inventory-report';
import { updateInventory } from '../api/update-inventory';
import { inventoryListQuery, useInventoryList } from '../hooks/use-inventory-list';
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

/** The rows a refused import lists (code 2014); none when it failed for another reason. */
const rejectedRowsOf = (error: unknown) =>
  error instanceof ApiError && error.code === errorCatalogue.IMPORT_ROWS_INVALID.code
    ? (error.detail?.rows ?? [])
    : [];

/** The template: one download at a time, like an export (it takes no arguments: `null`). */
const templateOf = () => downloadInventoryTemplate();

/**
 * Inventory inquiry: the project, filters and the paged list of stock per product and store, with
 * create, adjust, delete, details and logs, import, the inventory report and the Excel export.
 */
export function InventoryPanel() {
  const { t, i18n } = useTranslation('inventory');
  const language = currentLanguage(i18n);
  const list = useInventoryList();
  const { stores } = useStores();
  const formatDateTime = useDateTimeFormatter();
  const importLabels = useImportDialogLabels();
  const { pending, setPending, close } = usePendingAction<Pending>();
  const rows = useRowSelection();
  const selected = useSelectedExport(
    exportInventory,
    'local-inventory:message.selectExport',
    rows,
    exportMatchingInventory,
  );
  const template = useFileDownload<null>(templateOf, saveFile);
  const { reload, search, filters } = list;
  const confirm = useConfirmedAction({ close, reload });
  const projectKey = filters.projectKey;

  const chooseProject = (next: string) => {
    // Selected rows belong to the project they were chosen in.
    rows.clear();
    search({ ...filters, projectKey: next });
  };
  // The lone project, or the one chosen last, is there before add, import and the report ask.
  const { projects, loading: projectsLoading } = useProjectChoice(projectKey, chooseProject);

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
    if (rows.ids.length === 0) {
      showSnackbar('local-inventory:message.selectRecord');
      return;
    }
    const key = requireProject();
    if (key !== null) setPending({ kind: 'report', projectKey: key, ids: [...rows.ids] });
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

  // What the list shows, on all its pages: the export and the report can cover all of it.
  const matching = {
    filter: listFilterOf(inventoryListQuery(filters, 1, list.size)),
    total: list.data?.total ?? 0,
  };
  const reportScopes = useRowScopes({
    actionLabel: t('common:button.sendInventoryReport'),
    selectedCount: rows.ids.length,
    matching,
    question: 'sendInventoryReportMatching',
    confirmLabel: t('common:button.sendInventoryReport'),
    ready: () => requireProject() !== null,
    onConfirmed: async (filter: ListFilter) => {
      // A failure rejects: the client's snackbar says why and the question stays open.
      const result = await sendInventoryReport({ projectKey, filter });
      showSnackbar(t('message.reportSent', { fileName: result.fileName }), { level: 'success' });
    },
  });

  const { forget } = rows;
  const columns = useMemo(
    (): PagedTableColumn<Inventory>[] => [
      {
        key: 'vendorNumber',
        sticky: 'start',
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
        wrap: true,
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
        wrap: true,
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
      actionsColumn(t('common:table.actions'), (inventory) => (
        <RowActions
          label={t('action.rowActions', { name: describeInventory(inventory) })}
          actions={[
            {
              kind: 'details',
              label: t('action.details'),
              onClick: () => setPending({ kind: 'details', inventory }),
            },
            {
              kind: 'adjust',
              label: t('action.adjust'),
              onClick: () => setPending({ kind: 'adjust', inventory }),
            },
            {
              kind: 'delete',
              label: t('common:button.delete'),
              danger: true,
              onClick: () => setPending({ kind: 'delete', inventory }),
            },
          ]}
        />
      )),
    ],
    [t, formatDateTime, setPending],
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
      <RecordTable
        tableId="inventory.list"
        list={list}
        columns={columns}
        rowKey={byId}
        describe={describeInventory}
        addLabel={t('create.button')}
        onAdd={openCreate}
        tools={
          <>
            <Button variant="default" onClick={openImport}>
              {t('common:button.inventoryImport')}
            </Button>
            <Button
              variant="default"
              loading={template.exporting}
              onClick={() => void template.run(null)}
            >
              {t('common:button.downloadTemplate')}
            </Button>
            <RowScopeButton
              label={t('common:button.sendInventoryReport')}
              onClick={openReport}
              scopes={reportScopes.scopes}
            />
          </>
        }
        exporting={{ selected, progressLabel: t('export.progress'), filter: matching.filter }}
      />
      {reportScopes.dialog}
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
        <DeleteRecordDialog
          name={describeInventory(pending.inventory)}
          onConfirm={async () => {
            const { id } = pending.inventory;
            // Refused while orders reserve part of it (4019): the client's snackbar says so.
            await confirm(async () => {
              await deleteInventory(id);
              forget(id);
            });
          }}
          onCancel={close}
        />
      )}
      {pending?.kind === 'report' && (
        <ConfirmActionDialog
          action="sendInventoryReport"
          onConfirm={() => sendReport({ projectKey: pending.projectKey, ids: pending.ids })}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
