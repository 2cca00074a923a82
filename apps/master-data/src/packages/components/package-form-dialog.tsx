import { Button, Group, Modal, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  optionTypeKeys,
  packageInputSchema,
  packageSaveSchema,
  type Package,
  type PackageInput,
  type PackageSave,
  type Project,
} from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { currentLanguage, useValidationTranslate } from '@portal/i18n';
import { OptionSelect, ProjectSelect, TextField, showSnackbar, useFieldErrors } from '@portal/ui';
import { markServerErrors } from '../../common/server-field-errors';

export type PackageFormDialogProps =
  | {
      mode: 'create';
      projects: readonly Project[];
      /** The project the list is filtered by, chosen in advance; empty for none. */
      projectKey: string;
      onSave: (pkg: PackageSave) => Promise<unknown>;
      onClose: () => void;
    }
  | {
      mode: 'edit';
      pkg: Package;
      projects: readonly Project[];
      onSave: (pkg: PackageInput) => Promise<unknown>;
      onClose: () => void;
    };

/** A size or weight as typed: a number, or the text of one being typed ('' for none). */
type Measure = number | string;

interface Draft {
  projectKey: string;
  type: string;
  name: string;
  agencyCode: string;
  length: Measure;
  width: Measure;
  height: Measure;
  dimensionUnit: string;
  weight: Measure;
  weightUnit: string;
}

const saveFields = packageSaveSchema.keyof().options;
const inputFields = packageInputSchema.keyof().options;

const draftOf = (pkg: Package): Draft => ({
  projectKey: pkg.projectKey,
  type: pkg.type,
  name: pkg.name,
  agencyCode: pkg.agencyCode,
  length: pkg.length ?? '',
  width: pkg.width ?? '',
  height: pkg.height ?? '',
  dimensionUnit: pkg.dimensionUnit,
  weight: pkg.weight ?? '',
  weightUnit: pkg.weightUnit,
});

/**
 * Creates a package of a project or edits one (its project stays): type, name, agency code,
 * length, width, height and their unit, weight and its unit. The dropdowns read their option
 * lists when the dialog opens; the contracts schemas check the values before anything is sent.
 */
export function PackageFormDialog(props: PackageFormDialogProps) {
  const { t, i18n } = useTranslation('master-data');
  const translate = useValidationTranslate();
  const creating = props.mode === 'create';
  const [draft, setDraft] = useState<Draft>(() =>
    props.mode === 'edit'
      ? draftOf(props.pkg)
      : {
          projectKey: props.projectKey,
          type: '',
          name: '',
          agencyCode: '',
          length: '',
          width: '',
          height: '',
          dimensionUnit: '',
          weight: '',
          weightUnit: '',
        },
  );
  const createForm = useFieldErrors(packageSaveSchema, translate);
  const updateForm = useFieldErrors(packageInputSchema, translate);
  const errors: Partial<Record<keyof Draft, string>> = creating
    ? createForm.errors
    : updateForm.errors;
  const [busy, setBusy] = useState(false);
  const packageTypes = useOptionValues(optionTypeKeys.packageType).values;
  const agencyCodes = useOptionValues(optionTypeKeys.agencyCode).values;
  const dimensionUnits = useOptionValues(optionTypeKeys.dimensionUnit).values;
  const weightUnits = useOptionValues(optionTypeKeys.weightUnit).values;

  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      createForm.clearError(field);
      if (field !== 'projectKey') updateForm.clearError(field);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { projectKey, ...input } = draft;
    setBusy(true);
    try {
      if (props.mode === 'create') {
        const checked = createForm.validate({ projectKey, ...input });
        if (checked === null) return;
        await props.onSave(checked);
      } else {
        const checked = updateForm.validate(input);
        if (checked === null) return;
        await props.onSave(checked);
      }
      showSnackbar('local-success.saved', { level: 'success' });
      props.onClose();
    } catch (error) {
      // The client's snackbar shows the message; a field the server names is marked too.
      if (creating) markServerErrors(error, saveFields, createForm.setServerError);
      else markServerErrors(error, inputFields, updateForm.setServerError);
    } finally {
      setBusy(false);
    }
  };

  const disabledLabel = t('package.optionDisabled');
  const nothingFound = t('package.noOptions');
  const title =
    props.mode === 'create'
      ? t('package.createTitle')
      : t('package.editTitle', { name: props.pkg.name });

  return (
    <Modal opened onClose={busy ? () => undefined : props.onClose} title={title} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <ProjectSelect
            label={t('package.field.projectKey')}
            required={creating}
            disabled={!creating}
            projects={props.projects}
            language={currentLanguage(i18n)}
            value={draft.projectKey}
            onChange={set('projectKey')}
            error={errors.projectKey}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <OptionSelect
              label={t('package.field.type')}
              required
              options={packageTypes}
              disabledLabel={disabledLabel}
              nothingFoundMessage={nothingFound}
              value={draft.type}
              onChange={set('type')}
              error={errors.type}
            />
            <TextField
              label={t('package.field.name')}
              required
              maxLength={128}
              autoComplete="off"
              value={draft.name}
              onChange={set('name')}
              error={errors.name}
            />
          </SimpleGrid>
          <OptionSelect
            label={t('package.field.agencyCode')}
            options={agencyCodes}
            disabledLabel={disabledLabel}
            nothingFoundMessage={nothingFound}
            value={draft.agencyCode}
            onChange={set('agencyCode')}
            error={errors.agencyCode}
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <NumberInput
              label={t('package.field.length')}
              min={0}
              allowNegative={false}
              value={draft.length}
              onChange={set('length')}
              error={errors.length}
            />
            <NumberInput
              label={t('package.field.width')}
              min={0}
              allowNegative={false}
              value={draft.width}
              onChange={set('width')}
              error={errors.width}
            />
            <NumberInput
              label={t('package.field.height')}
              min={0}
              allowNegative={false}
              value={draft.height}
              onChange={set('height')}
              error={errors.height}
            />
            <OptionSelect
              label={t('package.field.dimensionUnit')}
              options={dimensionUnits}
              disabledLabel={disabledLabel}
              nothingFoundMessage={nothingFound}
              value={draft.dimensionUnit}
              onChange={set('dimensionUnit')}
              error={errors.dimensionUnit}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('package.field.weight')}
              min={0}
              allowNegative={false}
              value={draft.weight}
              onChange={set('weight')}
              error={errors.weight}
            />
            <OptionSelect
              label={t('package.field.weightUnit')}
              options={weightUnits}
              disabledLabel={disabledLabel}
              nothingFoundMessage={nothingFound}
              value={draft.weightUnit}
              onChange={set('weightUnit')}
              error={errors.weightUnit}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={busy} onClick={props.onClose}>
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
