import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  locationInputSchema,
  optionTypeKeys,
  type Location,
  type LocationInput,
} from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { useValidationTranslate } from '@portal/i18n';
import { OptionSelect, TextField, showSnackbar, useFieldErrors } from '@portal/ui';
import { markServerErrors } from '../../common/server-field-errors';

export interface LocationFormDialogProps {
  /** The location to edit; none creates one. */
  location?: Location;
  onSave: (location: LocationInput) => Promise<unknown>;
  onClose: () => void;
}

type Draft = Record<(typeof fields)[number], string>;

const fields = locationInputSchema.keyof().options;
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
  const translate = useValidationTranslate();
  const [draft, setDraft] = useState<Draft>(() =>
    location === undefined ? emptyDraft : draftOf(location),
  );
  const form = useFieldErrors(locationInputSchema, translate);
  const { errors } = form;
  const [busy, setBusy] = useState(false);
  const locationTypes = useOptionValues(optionTypeKeys.locationType).values;
  const agencyCodes = useOptionValues(optionTypeKeys.agencyCode).values;

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const settled = (partyFields as readonly string[]).includes(field) ? partyFields : [field];
    for (const name of settled) form.clearError(name);
  };

  const text = (field: keyof Draft, max: number) => ({
    autoComplete: 'off',
    maxLength: max,
    value: draft[field],
    onChange: set(field),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(draft);
    if (checked === null) return;
    setBusy(true);
    try {
      await onSave(checked);
      showSnackbar('local-success.saved', { level: 'success' });
      onClose();
    } catch (error) {
      // The client's snackbar shows the message; a field the server names is marked too.
      markServerErrors(error, fields, form.setServerError);
    } finally {
      setBusy(false);
    }
  };

  const disabledLabel = t('location.optionDisabled');
  const nothingFound = t('location.noOptions');
  const title =
    location === undefined
      ? t('location.createTitle')
      : t('location.editTitle', { name: location.name });

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={title} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <OptionSelect
              label={t('location.field.type')}
              required
              options={locationTypes}
              disabledLabel={disabledLabel}
              nothingFoundMessage={nothingFound}
              value={draft.type}
              onChange={set('type')}
              error={errors.type}
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
              disabledLabel={disabledLabel}
              nothingFoundMessage={nothingFound}
              value={draft.agencyCode}
              onChange={set('agencyCode')}
              error={errors.agencyCode}
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
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={busy} onClick={onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common:button.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
