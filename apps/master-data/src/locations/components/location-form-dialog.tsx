import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  locationInputSchema,
  optionTypeKeys,
  type Location,
  type LocationInput,
} from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { OptionSelect, TextField } from '@portal/ui';
import { RecordFormDialog, useRecordForm, useSchemaChecks } from '@portal/record-kit';

export interface LocationFormDialogProps {
  /** The location to edit; none creates one. */
  location?: Location;
  onSave: (location: LocationInput) => Promise<unknown>;
  onClose: () => void;
}

type Draft = Record<keyof LocationInput, string>;

/** Either names the party (spec §5): a change to one settles the error of both. */
const partyFields = ['partyId', 'partyName'] as const;

const emptyDraft: Draft = {
  type: '',
  name: '',
  partyName: '',
  partyId: '',
  agencyCode: '',
  address: '',
  street: '',
  city: '',
  stateCode: '',
  postcode: '',
  countryCode: '',
};

const draftOf = (location: Location): Draft => ({
  type: location.type,
  name: location.name,
  partyName: location.partyName,
  partyId: location.partyId,
  agencyCode: location.agencyCode,
  address: location.address,
  street: location.street,
  city: location.city,
  stateCode: location.stateCode,
  postcode: location.postcode,
  countryCode: location.countryCode,
});

/**
 * Creates or edits a location: type (ship to, ship from, remit to), name, the party (its id with
 * the agency code qualifying it, or its name), and the address. The dropdowns read their option
 * lists when the dialog opens; the contracts schema checks the values before anything is sent.
 */
export function LocationFormDialog({ location, onSave, onClose }: LocationFormDialogProps) {
  const { t } = useTranslation('master-data');
  const checks = useSchemaChecks(locationInputSchema, (field) =>
    (partyFields as readonly string[]).includes(field) ? partyFields : [field],
  );
  const form = useRecordForm({
    initial: () => (location === undefined ? emptyDraft : draftOf(location)),
    checks,
    onSave,
    onClose,
  });
  const { bind, text } = form;
  const locationTypes = useOptionValues(optionTypeKeys.locationType).values;
  const agencyCodes = useOptionValues(optionTypeKeys.agencyCode).values;

  const optionTexts = {
    disabledLabel: t('location.optionDisabled'),
    nothingFoundMessage: t('location.noOptions'),
  };
  const title =
    location === undefined
      ? t('location.createTitle')
      : t('location.editTitle', { name: location.name });

  return (
    <RecordFormDialog title={title} size="lg" form={form} onClose={onClose}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <OptionSelect
          label={t('location.field.type')}
          required
          options={locationTypes}
          {...optionTexts}
          {...bind('type')}
        />
        <TextField label={t('location.field.name')} required {...text('name', 128)} />
        <TextField
          label={t('location.field.partyId')}
          description={t('location.partyHint')}
          {...text('partyId', 32)}
        />
        <OptionSelect
          label={t('location.field.agencyCode')}
          description={t('location.agencyCodeHint')}
          options={agencyCodes}
          {...optionTexts}
          {...bind('agencyCode')}
        />
      </SimpleGrid>
      <TextField label={t('location.field.partyName')} {...text('partyName', 128)} />
      <TextField label={t('location.field.address')} required {...text('address', 128)} />
      <TextField label={t('location.field.street')} {...text('street', 128)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField label={t('location.field.city')} {...text('city', 32)} />
        <TextField label={t('location.field.stateCode')} {...text('stateCode', 32)} />
        <TextField label={t('location.field.postcode')} {...text('postcode', 32)} />
        <TextField
          label={t('location.field.countryCode')}
          description={t('location.countryCodeHint')}
          {...text('countryCode', 2)}
        />
      </SimpleGrid>
    </RecordFormDialog>
  );
}
