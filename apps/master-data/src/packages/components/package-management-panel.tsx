import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listFilterOf, optionTypeKeys, type Package } from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { useDateTimeFormatter, useProjectChoice } from '@portal/auth';
import type { PagedTableColumn } from '@portal/ui';
import {
  byId,
  DeleteRecordDialog,
  recordActionsColumn,
  RecordTable,
  timestampColumns,
  useRecordActions,
} from '@portal/record-kit';
import { createPackage } from '../api/create-package';
import { deletePackage } from '../api/delete-package';
import { getPackage } from '../api/get-package';
import { updatePackage } from '../api/update-package';
import { packageListQuery, usePackageList } from '../hooks/use-package-list';
import { PackageFiltersForm } from './package-filters-form';
import { PackageFormDialog } from './package-form-dialog';

const describePackage = (pkg: Package) => pkg.name;
const measureOf = (value: number | null) => (value === null ? '' : String(value));

/**
 * Packages (spec §3): filters, the paged list with every field, create, edit and delete, and the
 * selected rows exported to Excel.
 */
export function PackageManagementPanel() {
  const { t } = useTranslation('master-data');
  const list = usePackageList();
  const { filters, search } = list;
  // The lone project, or the one chosen last, filters the list and starts a new package.
  const { projects } = useProjectChoice(filters.projectKey, (projectKey) =>
    search({ ...filters, projectKey }),
  );
  const packageTypes = useOptionValues(optionTypeKeys.packageType).values;
  const formatDateTime = useDateTimeFormatter();
  const actions = useRecordActions<Package>({
    reload: list.reload,
    fetch: getPackage,
    remove: deletePackage,
    resource: 'package',
    noSelectionKey: 'local-master-data:package.export.noSelection',
  });
  const { pending, setPending, close, opening, openEdit, askDelete } = actions;
  const { reload } = list;

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
        wrap: true,
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
      ...timestampColumns<Package>(
        { createdAt: t('package.field.createdAt'), updatedAt: t('package.field.updatedAt') },
        formatDateTime,
      ),
      recordActionsColumn(
        t('common:table.actions'),
        (pkg) => t('package.actions', { name: pkg.name }),
        { opening, openEdit, askDelete },
      ),
    ],
    [t, formatDateTime, opening, openEdit, askDelete],
  );

  return (
    <Stack gap="md">
      <PackageFiltersForm
        // The form starts again from the filters when the project is set for the user.
        key={filters.projectKey}
        filters={filters}
        projects={projects}
        packageTypes={packageTypes}
        onSearch={search}
      />
      <RecordTable
        tableId="master-data.packages"
        list={list}
        columns={columns}
        rowKey={byId}
        describe={describePackage}
        addLabel={t('package.add')}
        onAdd={() => setPending({ kind: 'create' })}
        exporting={{
          selected: actions,
          progressLabel: t('package.export.progress'),
          // Every row this filter matches, on all pages, is offered besides the ticked ones.
          filter: listFilterOf(packageListQuery(list.filters, 1, list.size)),
        }}
      />
      {pending?.kind === 'create' && (
        <PackageFormDialog
          mode="create"
          projects={projects}
          projectKey={filters.projectKey}
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
          pkg={pending.record}
          projects={projects}
          onSave={async (pkg) => {
            await updatePackage(pending.record.id, pkg);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteRecordDialog
          name={pending.record.name}
          onConfirm={() => actions.confirmDelete(pending.record)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
