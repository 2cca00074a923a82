import { NumberInput, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  optionTypeKeys,
  productInputSchema,
  productSaveSchema,
  type OptionDetail,
  type Product,
  type ProductInput,
  type ProductSave,
  type ProjectListItem,
} from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import { DateField, OptionSelect, ProjectSelect, TextField } from '@portal/ui';
import { RecordFormDialog, useCreateOrEditForm } from '@portal/record-kit';

export type ProductFormDialogProps =
  | {
      mode: 'create';
      projects: readonly ProjectListItem[];
      /** The project the list shows, chosen in advance; empty for none. */
      projectKey: string;
      onSave: (product: ProductSave) => Promise<unknown>;
      onClose: () => void;
    }
  | {
      mode: 'edit';
      product: Product;
      projects: readonly ProjectListItem[];
      onSave: (product: ProductInput) => Promise<unknown>;
      onClose: () => void;
    };

/** A number as typed: a number, or the text of one being typed ('' for none). */
type Amount = number | string;

interface Draft {
  projectKey: string;
  vendorNumber: string;
  name: string;
  description: string;
  color: string;
  size: string;
  weight: Amount;
  unitWeightBasis: string;
  customerItemNumber: string;
  skuNumber: string;
  upcNumber: string;
  unit: string;
  nextAvailableDate: string;
  nextAvailableQuantity: Amount;
}

const emptyDraft = (projectKey: string): Draft => ({
  projectKey,
  vendorNumber: '',
  name: '',
  description: '',
  color: '',
  size: '',
  weight: '',
  unitWeightBasis: '',
  customerItemNumber: '',
  skuNumber: '',
  upcNumber: '',
  unit: '',
  nextAvailableDate: '',
  nextAvailableQuantity: '',
});

const draftOf = (product: Product): Draft => ({
  projectKey: product.projectKey,
  vendorNumber: product.vendorNumber,
  name: product.name,
  description: product.description,
  color: product.color,
  size: product.size,
  weight: product.weight ?? '',
  unitWeightBasis: product.unitWeightBasis,
  customerItemNumber: product.customerItemNumber,
  skuNumber: product.skuNumber,
  upcNumber: product.upcNumber,
  unit: product.unit,
  nextAvailableDate: product.nextAvailableDate ?? '',
  nextAvailableQuantity: product.nextAvailableQuantity ?? '',
});

/** The enabled values of an option list: a disabled one is never offered (spec §4). */
const enabledOf = (values: readonly OptionDetail[]) => values.filter((value) => value.active);

/**
 * Creates a product of a project or edits one (its project stays): every field of the product.
 * The unit dropdowns read their option lists when the dialog opens; the contracts schemas check
 * the values before anything is sent, and the server's field errors are shown on the fields.
 */
export function ProductFormDialog(props: ProductFormDialogProps) {
  const { t, i18n } = useTranslation('master-data');
  const creating = props.mode === 'create';
  const form = useCreateOrEditForm({
    create: productSaveSchema,
    update: productInputSchema,
    dialog: props,
    initial: () => (props.mode === 'edit' ? draftOf(props.product) : emptyDraft(props.projectKey)),
  });
  const { bind, text } = form;
  const unitValues = useOptionValues(optionTypeKeys.unit).values;
  const weightUnitValues = useOptionValues(optionTypeKeys.weightUnit).values;
  const units = useMemo(() => enabledOf(unitValues), [unitValues]);
  const weightUnits = useMemo(() => enabledOf(weightUnitValues), [weightUnitValues]);

  const optionTexts = {
    disabledLabel: t('product.optionDisabled'),
    nothingFoundMessage: t('product.noOptions'),
  };
  const title =
    props.mode === 'create'
      ? t('product.createTitle')
      : t('product.editTitle', { name: props.product.vendorNumber });

  return (
    <RecordFormDialog title={title} size="xl" form={form} onClose={props.onClose}>
      <ProjectSelect
        label={t('product.field.projectKey')}
        required={creating}
        disabled={!creating}
        projects={props.projects}
        language={currentLanguage(i18n)}
        {...bind('projectKey')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          label={t('product.field.vendorNumber')}
          required
          data-autofocus
          {...text('vendorNumber', 32)}
        />
        <TextField label={t('product.field.name')} required {...text('name', 128)} />
      </SimpleGrid>
      <TextField label={t('product.field.description')} {...text('description', 128)} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextField label={t('product.field.color')} {...text('color', 32)} />
        <TextField label={t('product.field.size')} {...text('size', 32)} />
        <OptionSelect
          label={t('product.field.unit')}
          options={units}
          {...optionTexts}
          {...bind('unit')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('product.field.weight')}
          min={0}
          allowNegative={false}
          {...bind('weight')}
        />
        <OptionSelect
          label={t('product.field.unitWeightBasis')}
          options={weightUnits}
          {...optionTexts}
          {...bind('unitWeightBasis')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextField
          label={t('product.field.customerItemNumber')}
          {...text('customerItemNumber', 32)}
        />
        <TextField label={t('product.field.skuNumber')} {...text('skuNumber', 32)} />
        <TextField
          label={t('product.field.upcNumber')}
          description={t('product.upcHint')}
          inputMode="numeric"
          {...text('upcNumber', 32)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField label={t('product.field.nextAvailableDate')} {...bind('nextAvailableDate')} />
        <NumberInput
          label={t('product.field.nextAvailableQuantity')}
          min={1}
          allowNegative={false}
          allowDecimal={false}
          {...bind('nextAvailableQuantity')}
        />
      </SimpleGrid>
    </RecordFormDialog>
  );
}
