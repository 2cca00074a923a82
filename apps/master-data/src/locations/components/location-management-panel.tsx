import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listFilterOf, optionTypeKeys, type Location } from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
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
import { createLocation } from '../api/create-location';
import { deleteLocation } from '../api/delete-location';
import { getLocation } from '../api/get-location';
import { updateLocation } from '../api/update-location';
import { locationListQuery, useLocationList } from '../hooks/use-location-list';
import { LocationFiltersForm } from './location-filters-form';
import { LocationFormDialog } from './location-form-dialog';

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
  const actions = useRecordActions<Location>({
    reload: list.reload,
    fetch: getLocation,
    remove: deleteLocation,
    resource: 'location',
    noSelectionKey: 'local-master-data:location.export.noSelection',
  });
  const { pending, setPending, close, opening, openEdit, askDelete } = actions;
  const { reload } = list;

  const columns = useMemo(
    (): PagedTableColumn<Location>[] => [
      { key: 'type', title: t('location.field.type'), render: (row) => row.type },
      {
        key: 'name',
        wrap: true,
        title: t('location.field.name'),
        hideable: false,
        render: (row) => row.name,
      },
      {
        key: 'partyName',
        wrap: true,
        title: t('location.field.partyName'),
        render: (row) => row.partyName,
      },
      { key: 'partyId', title: t('location.field.partyId'), render: (row) => row.partyId },
      {
        key: 'agencyCode',
        title: t('location.field.agencyCode'),
        render: (row) => row.agencyCode,
      },
      {
        key: 'address',
        wrap: true,
        title: t('location.field.address'),
        render: (row) => row.address,
      },
      { key: 'street', wrap: true, title: t('location.field.street'), render: (row) => row.street },
      { key: 'city', title: t('location.field.city'), render: (row) => row.city },
      { key: 'stateCode', title: t('location.field.stateCode'), render: (row) => row.stateCode },
      { key: 'postcode', title: t('location.field.postcode'), render: (row) => row.postcode },
      {
        key: 'countryCode',
        title: t('location.field.countryCode'),
        render: (row) => row.countryCode,
      },
      ...timestampColumns<Location>(
        { createdAt: t('location.field.createdAt'), updatedAt: t('location.field.updatedAt') },
        formatDateTime,
      ),
      recordActionsColumn(
        t('common:table.actions'),
        (row) => t('location.actions', { name: row.name }),
        { opening, openEdit, askDelete },
      ),
    ],
    [t, formatDateTime, opening, openEdit, askDelete],
  );

  return (
    <Stack gap="md">
      <LocationFiltersForm
        filters={list.filters}
        locationTypes={locationTypes}
        onSearch={list.search}
      />
      <RecordTable
        tableId="master-data.locations"
        list={list}
        columns={columns}
        rowKey={byId}
        describe={describeLocation}
        addLabel={t('location.add')}
        onAdd={() => setPending({ kind: 'create' })}
        exporting={{
          selected: actions,
          progressLabel: t('location.export.progress'),
          // Every row this filter matches, on all pages, is offered besides the ticked ones.
          filter: listFilterOf(locationListQuery(list.filters, 1, list.size)),
        }}
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
          location={pending.record}
          onSave={async (location) => {
            await updateLocation(pending.record.id, location);
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
