import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionTypeKeys, type Package } from '@portal/contracts';
import { useOptionValues, useProjects } from '@portal/api-client';
import { useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import { ConfirmDialog, PagedTable, showSnackbar, type PagedTableColumn } from '@portal/ui';
import { ExportExcelButton } from '../../common/export-excel-button';
import { useExcelExport } from '../../common/use-excel-export';
import { useRowSelection } from '../../common/use-row-selection';
import { createPackage } from '../api/create-package';
import { deletePackage } from '../api/delete-package';
import { getPackage } from '../api/get-package';
import { updatePackage } from '../api/update-package';
import { usePackageList } from '../hooks/use-package-list';
import { PackageFiltersForm } from './package-filters-form';
import { PackageFormDialog } from './package-form-dialog';

/** What the user asked for on a row (or the toolbar), waiting for its dialog. */
type Pending =
  { kind: 'create' } | { kind: 'edit'; pkg: Package } | { kind: 'delete'; pkg: Package };

const describePackage = (pkg: Package) => pkg.name;
const measureOf = (value: number | null) => (value === null ? '' : String(value));

/**
 * Packages (spec §3): filters, the paged list with every field, create, edit and delete, and the
 * selected rows exported to Excel.
 */
export function PackageManagementPanel() {
  const { t } = useTranslation('master-data');
  const list = usePackageList();
  const { projects } = useProjects();
  const packageTypes = useOptionValues(optionTypeKeys.packageType).values;
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describePackage);
  const rows = useRowSelection();
  const excel = useExcelExport('package');
  const [pending, setPending] = useState<Pending | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;
  const { forget } = rows;

  /** Edits the package as stored now, not as the list read it. */
  const openEdit = useCallback(
    async (pkg: Package) => {
      setOpening(pkg.id);
      try {
        setPending({ kind: 'edit', pkg: await getPackage(pkg.id) });
      } catch {
        reload(); // Gone since the list was read: the client's snackbar says so.
      } finally {
        setOpening(null);
      }
    },
    [reload],
  );

  const remove = async (pkg: Package) => {
    try {
      await deletePackage(pkg.id);
    } catch {
      return; // The client's snackbar shows why; the dialog stays to retry or cancel.
    }
    showSnackbar('local-success.deleted', { level: 'success' });
    forget(pkg.id);
    setPending(null);
    reload();
  };

  const exportSelected = () => {
    if (rows.ids.length === 0) {
      showSnackbar('local-master-data:package.export.noSelection');
      return;
    }
    void excel.run(rows.ids);
  };

  const columns = useMemo(
    (): PagedTableColumn<Package>[] => [
      {
        key: 'projectKey',
        title: t('package.field.projectKey'),
        render: (pkg) => pkg.projectKey,
      },
      { key: 'type', title: t('package.field.type'), render: (pkg) => pkg.type },
      {
        key: 'name',
        title: t('package.field.name'),
        hideable: false,
        render: (pkg) => pkg.name,
      },
      {
        key: 'agencyCode',
        title: t('package.field.agencyCode'),
        render: (pkg) => pkg.agencyCode,
      },
      { key: 'length', title: t('package.field.length'), render: (pkg) => measureOf(pkg.length) },
      { key: 'width', title: t('package.field.width'), render: (pkg) => measureOf(pkg.width) },
      { key: 'height', title: t('package.field.height'), render: (pkg) => measureOf(pkg.height) },
      {
        key: 'dimensionUnit',
        title: t('package.field.dimensionUnit'),
        render: (pkg) => pkg.dimensionUnit,
      },
      { key: 'weight', title: t('package.field.weight'), render: (pkg) => measureOf(pkg.weight) },
      {
        key: 'weightUnit',
        title: t('package.field.weightUnit'),
        render: (pkg) => pkg.weightUnit,
      },
      {
        key: 'createdAt',
        title: t('package.field.createdAt'),
        render: (pkg) => formatDateTime(pkg.createdAt),
      },
      {
        key: 'updatedAt',
        title: t('package.field.updatedAt'),
        defaultHidden: true,
        render: (pkg) => formatDateTime(pkg.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (pkg) => (
          <Group
            gap={4}
            wrap="nowrap"
            role="group"
            aria-label={t('package.actions', { name: pkg.name })}
          >
            <Button
              size="compact-xs"
              variant="subtle"
              loading={opening === pkg.id}
              onClick={() => void openEdit(pkg)}
            >
              {t('common:button.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setPending({ kind: 'delete', pkg })}
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
      <PackageFiltersForm
        filters={list.filters}
        projects={projects}
        packageTypes={packageTypes}
        onSearch={list.search}
      />
      <PagedTable
        tableId="master-data.packages"
        columns={columns}
        rowKey={(pkg) => pkg.id}
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
            <Button onClick={() => setPending({ kind: 'create' })}>{t('package.add')}</Button>
            <ExportExcelButton
              excel={excel}
              onClick={exportSelected}
              progressLabel={t('package.export.progress')}
            />
          </>
        }
        labels={labels}
      />
      {pending?.kind === 'create' && (
        <PackageFormDialog
          mode="create"
          projects={projects}
          projectKey={list.filters.projectKey}
          onSave={async (pkg) => {
            await createPackage(pkg);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'edit' && (
        <PackageFormDialog
          mode="edit"
          pkg={pending.pkg}
          projects={projects}
          onSave={async (pkg) => {
            await updatePackage(pending.pkg.id, pkg);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.delete', { name: pending.pkg.name })}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() => remove(pending.pkg)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
