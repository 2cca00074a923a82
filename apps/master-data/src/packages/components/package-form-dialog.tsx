import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  optionTypeKeys,
  packageInputSchema,
  packageSaveSchema,
  type Package,
  type PackageInput,
  type PackageSave,
  type ProjectListItem,
} from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import { OptionSelect, ProjectSelect, TextField } from '@portal/ui';
import { RecordFormDialog, useCreateOrEditForm } from '@portal/record-kit';

export type PackageFormDialogProps =
  | {
      mode: 'create';
      projects: readonly ProjectListItem[];
      /** The project the list is filtered by, chosen in advance; empty for none. */
      projectKey: string;
      onSave: (pkg: PackageSave) => Promise<unknown>;
      onClose: () => void;
    }
  | {
      mode: 'edit';
      pkg: Package;
      projects: readonly ProjectListItem[];
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
  const creating = props.mode === 'create';
  const form = useCreateOrEditForm({
    create: packageSaveSchema,
    update: packageInputSchema,
    dialog: props,
    initial: (): Draft =>
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
  });
  const { bind, text } = form;
  const packageTypes = useOptionValues(optionTypeKeys.packageType).values;
  const agencyCodes = useOptionValues(optionTypeKeys.agencyCode).values;
  const dimensionUnits = useOptionValues(optionTypeKeys.dimensionUnit).values;
  const weightUnits = useOptionValues(optionTypeKeys.weightUnit).values;

  const optionTexts = {
    disabledLabel: t('package.optionDisabled'),
    nothingFoundMessage: t('package.noOptions'),
  };
  const title =
    props.mode === 'create'
      ? t('package.createTitle')
      : t('package.editTitle', { name: props.pkg.name });

  return (
    <RecordFormDialog title={title} size="lg" form={form} onClose={props.onClose}>
      <ProjectSelect
        label={t('package.field.projectKey')}
        required={creating}
        disabled={!creating}
        projects={props.projects}
        language={currentLanguage(i18n)}
        {...bind('projectKey')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <OptionSelect
          label={t('package.field.type')}
          required
          options={packageTypes}
          {...optionTexts}
          {...bind('type')}
        />
        <TextField label={t('package.field.name')} required {...text('name', 128)} />
      </SimpleGrid>
      <OptionSelect
        label={t('package.field.agencyCode')}
        options={agencyCodes}
        {...optionTexts}
        {...bind('agencyCode')}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NumberInput
          label={t('package.field.length')}
          min={0}
          allowNegative={false}
          {...bind('length')}
        />
        <NumberInput
          label={t('package.field.width')}
          min={0}
          allowNegative={false}
          {...bind('width')}
        />
        <NumberInput
          label={t('package.field.height')}
          min={0}
          allowNegative={false}
          {...bind('height')}
        />
        <OptionSelect
          label={t('package.field.dimensionUnit')}
          options={dimensionUnits}
          {...optionTexts}
          {...bind('dimensionUnit')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('package.field.weight')}
          min={0}
          allowNegative={false}
          {...bind('weight')}
        />
        <OptionSelect
          label={t('package.field.weightUnit')}
          options={weightUnits}
          {...optionTexts}
          {...bind('weightUnit')}
        />
      </SimpleGrid>
    </RecordFormDialog>
  );
}
