import { Button, Group, Modal, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  optionTypeKeys,
  productInputSchema,
  productSaveSchema,
  type OptionDetail,
  type Product,
  type ProductInput,
  type ProductSave,
  type Project,
} from '@portal/contracts';
import { useOptionValues } from '@portal/api-client';
import { currentLanguage, useValidationTranslate } from '@portal/i18n';
import { OptionSelect, ProjectSelect, TextField, showSnackbar, useFieldErrors } from '@portal/ui';
import { markServerErrors } from '../../common/server-field-errors';

export type ProductFormDialogProps =
  | {
      mode: 'create';
      projects: readonly Project[];
      /** The project the list shows, chosen in advance; empty for none. */
      projectKey: string;
      onSave: (product: ProductSave) => Promise<unknown>;
      onClose: () => void;
    }
  | {
      mode: 'edit';
      product: Product;
      projects: readonly Project[];
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

const saveFields = productSaveSchema.keyof().options;
const inputFields = productInputSchema.keyof().options;

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
  const translate = useValidationTranslate();
  const creating = props.mode === 'create';
  const [draft, setDraft] = useState<Draft>(() =>
    props.mode === 'edit' ? draftOf(props.product) : emptyDraft(props.projectKey),
  );
  const createForm = useFieldErrors(productSaveSchema, translate);
  const updateForm = useFieldErrors(productInputSchema, translate);
  const errors: Partial<Record<keyof Draft, string>> = creating
    ? createForm.errors
    : updateForm.errors;
  const [busy, setBusy] = useState(false);
  const unitValues = useOptionValues(optionTypeKeys.unit).values;
  const weightUnitValues = useOptionValues(optionTypeKeys.weightUnit).values;
  const units = useMemo(() => enabledOf(unitValues), [unitValues]);
  const weightUnits = useMemo(() => enabledOf(weightUnitValues), [weightUnitValues]);

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

  const disabledLabel = t('product.optionDisabled');
  const nothingFound = t('product.noOptions');
  const title =
    props.mode === 'create'
      ? t('product.createTitle')
      : t('product.editTitle', { name: props.product.vendorNumber });

  const text = (field: Exclude<keyof Draft, 'weight' | 'nextAvailableQuantity'>, max: number) => ({
    maxLength: max,
    autoComplete: 'off',
    value: draft[field],
    onChange: set(field),
    error: errors[field],
  });

  return (
    <Modal opened onClose={busy ? () => undefined : props.onClose} title={title} centered size="xl">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <ProjectSelect
            label={t('product.field.projectKey')}
            required={creating}
            disabled={!creating}
            projects={props.projects}
            language={currentLanguage(i18n)}
            value={draft.projectKey}
            onChange={set('projectKey')}
            error={errors.projectKey}
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
              disabledLabel={disabledLabel}
              nothingFoundMessage={nothingFound}
              value={draft.unit}
              onChange={set('unit')}
              error={errors.unit}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('product.field.weight')}
              min={0}
              allowNegative={false}
              value={draft.weight}
              onChange={set('weight')}
              error={errors.weight}
            />
            <OptionSelect
              label={t('product.field.unitWeightBasis')}
              options={weightUnits}
              disabledLabel={disabledLabel}
              nothingFoundMessage={nothingFound}
              value={draft.unitWeightBasis}
              onChange={set('unitWeightBasis')}
              error={errors.unitWeightBasis}
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
            <TextField
              label={t('product.field.nextAvailableDate')}
              type="date"
              value={draft.nextAvailableDate}
              onChange={set('nextAvailableDate')}
              error={errors.nextAvailableDate}
            />
            <NumberInput
              label={t('product.field.nextAvailableQuantity')}
              min={1}
              allowNegative={false}
              allowDecimal={false}
              value={draft.nextAvailableQuantity}
              onChange={set('nextAvailableQuantity')}
              error={errors.nextAvailableQuantity}
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
