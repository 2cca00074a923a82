import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionTypeKeys, type Location } from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { useDateTimeFormatter } from '@portal/auth';
import { useTableLabels } from '@portal/i18n';
import { ConfirmDialog, PagedTable, showSnackbar, type PagedTableColumn } from '@portal/ui';
import { ExportExcelButton } from '../../common/export-excel-button';
import { useExcelExport } from '../../common/use-excel-export';
import { useRowSelection } from '../../common/use-row-selection';
import { createLocation } from '../api/create-location';
import { deleteLocation } from '../api/delete-location';
import { getLocation } from '../api/get-location';
import { updateLocation } from '../api/update-location';
import { useLocationList } from '../hooks/use-location-list';
import { LocationFiltersForm } from './location-filters-form';
import { LocationFormDialog } from './location-form-dialog';

/** What the user asked for on a row (or the toolbar), waiting for its dialog. */
type Pending =
  | { kind: 'create' }
  | { kind: 'edit'; location: Location }
  | { kind: 'delete'; location: Location };

const describeLocation = (location: Location) => location.name;

/**
 * Locations (spec §3), shared by every project: filters, the paged list with every field,
 * create, edit and delete, and the selected rows exported to Excel.
 */
export function LocationManagementPanel() {
  const { t } = useTranslation('master-data');
  const list = useLocationList();
  const locationTypes = useOptionValues(optionTypeKeys.locationType).values;
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describeLocation);
  const rows = useRowSelection();
  const excel = useExcelExport('location');
  const [pending, setPending] = useState<Pending | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const close = useCallback(() => setPending(null), []);
  const { reload } = list;
  const { forget } = rows;

  /** Edits the location as stored now, not as the list read it. */
  const openEdit = useCallback(
    async (location: Location) => {
      setOpening(location.id);
      try {
        setPending({ kind: 'edit', location: await getLocation(location.id) });
      } catch {
        reload(); // Gone since the list was read: the client's snackbar says so.
      } finally {
        setOpening(null);
      }
    },
    [reload],
  );

  const remove = async (location: Location) => {
    try {
      await deleteLocation(location.id);
    } catch {
      return; // The client's snackbar shows why; the dialog stays to retry or cancel.
    }
    showSnackbar('local-success.deleted', { level: 'success' });
    forget(location.id);
    setPending(null);
    reload();
  };

  const exportSelected = () => {
    if (rows.ids.length === 0) {
      showSnackbar('local-master-data:location.export.noSelection');
      return;
    }
    void excel.run(rows.ids);
  };

  const columns = useMemo(
    (): PagedTableColumn<Location>[] => [
      { key: 'type', title: t('location.field.type'), render: (row) => row.type },
      {
        key: 'name',
        title: t('location.field.name'),
        hideable: false,
        render: (row) => row.name,
      },
      { key: 'partyName', title: t('location.field.partyName'), render: (row) => row.partyName },
      { key: 'partyId', title: t('location.field.partyId'), render: (row) => row.partyId },
      {
        key: 'agencyCode',
        title: t('location.field.agencyCode'),
        render: (row) => row.agencyCode,
      },
      { key: 'address', title: t('location.field.address'), render: (row) => row.address },
      { key: 'street', title: t('location.field.street'), render: (row) => row.street },
      { key: 'city', title: t('location.field.city'), render: (row) => row.city },
      { key: 'stateCode', title: t('location.field.stateCode'), render: (row) => row.stateCode },
      { key: 'postcode', title: t('location.field.postcode'), render: (row) => row.postcode },
      {
        key: 'countryCode',
        title: t('location.field.countryCode'),
        render: (row) => row.countryCode,
      },
      {
        key: 'createdAt',
        title: t('location.field.createdAt'),
        render: (row) => formatDateTime(row.createdAt),
      },
      {
        key: 'updatedAt',
        title: t('location.field.updatedAt'),
        defaultHidden: true,
        render: (row) => formatDateTime(row.updatedAt),
      },
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        render: (row) => (
          <Group
            gap={4}
            wrap="nowrap"
            role="group"
            aria-label={t('location.actions', { name: row.name })}
          >
            <Button
              size="compact-xs"
              variant="subtle"
              loading={opening === row.id}
              onClick={() => void openEdit(row)}
            >
              {t('common:button.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => setPending({ kind: 'delete', location: row })}
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
      <LocationFiltersForm
        filters={list.filters}
        locationTypes={locationTypes}
        onSearch={list.search}
      />
      <PagedTable
        tableId="master-data.locations"
        columns={columns}
        rowKey={(row) => row.id}
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
            <Button onClick={() => setPending({ kind: 'create' })}>{t('location.add')}</Button>
            <ExportExcelButton
              excel={excel}
              onClick={exportSelected}
              progressLabel={t('location.export.progress')}
            />
          </>
        }
        labels={labels}
      />
      {pending?.kind === 'create' && (
        <LocationFormDialog
          onSave={async (location) => {
            await createLocation(location);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'edit' && (
        <LocationFormDialog
          location={pending.location}
          onSave={async (location) => {
            await updateLocation(pending.location.id, location);
            reload();
          }}
          onClose={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={t('common:confirm.delete', { name: pending.location.name })}
          confirmLabel={t('common:button.delete')}
          cancelLabel={t('common:button.cancel')}
          danger
          onConfirm={() => remove(pending.location)}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
