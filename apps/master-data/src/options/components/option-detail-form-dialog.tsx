import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  optionDetailInputSchema,
  type OptionDetail,
  type OptionDetailInput,
  type OptionType,
} from '@portal/contracts';
import { useValidationTranslate } from '@portal/i18n';
import { TextField, showSnackbar, useFieldErrors } from '@portal/ui';
import { markServerErrors } from '../../common/server-field-errors';

export interface OptionDetailFormDialogProps {
  /** The type the value belongs to. */
  type: OptionType;
  /** The value edited; none creates one. */
  detail: OptionDetail | null;
  onSave: (detail: OptionDetailInput) => Promise<unknown>;
  onClose: () => void;
}

interface Draft {
  value: string;
  name: string;
  /** A number, or the text of one being typed ('' for none). */
  sort: number | string;
  active: boolean;
  description: string;
}

const fields = optionDetailInputSchema.keyof().options;

/**
 * Creates a value of an option type or edits one: its code (what EDI sends), name, sort order,
 * whether dropdowns offer it, and a description; checked by the contract's schema first.
 */
export function OptionDetailFormDialog({
  type,
  detail,
  onSave,
  onClose,
}: OptionDetailFormDialogProps) {
  const { t } = useTranslation('master-data');
  const translate = useValidationTranslate();
  const [draft, setDraft] = useState<Draft>(() => ({
    value: detail?.value ?? '',
    name: detail?.name ?? '',
    sort: detail?.sort ?? 0,
    active: detail?.active ?? true,
    description: detail?.description ?? '',
  }));
  const form = useFieldErrors(optionDetailInputSchema, translate);
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      form.clearError(field);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sort = typeof draft.sort === 'number' ? draft.sort : Number.NaN;
    const checked = form.validate({ ...draft, sort, optionTypeId: type.id });
    if (Number.isNaN(sort)) {
      // The schema's own number check names no rule: say what is wrong in the user's language.
      form.setServerError('sort', translate(draft.sort === '' ? 'required' : 'invalid', {}));
    }
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

  const title =
    detail === null
      ? t('option.detail.createTitle', { type: type.name })
      : t('option.detail.editTitle', { name: detail.name });

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={title} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextField
            label={t('option.detail.field.type')}
            readOnly
            value={`${type.name} (${type.key})`}
            onChange={() => undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              label={t('option.detail.field.value')}
              description={t('option.detail.valueHint')}
              required
              maxLength={32}
              autoComplete="off"
              value={draft.value}
              onChange={set('value')}
              error={form.errors.value}
              data-autofocus
            />
            <TextField
              label={t('option.detail.field.name')}
              required
              maxLength={128}
              autoComplete="off"
              value={draft.name}
              onChange={set('name')}
              error={form.errors.name}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('option.detail.field.sort')}
              required
              min={0}
              max={9_999}
              allowNegative={false}
              allowDecimal={false}
              value={draft.sort}
              onChange={set('sort')}
              error={form.errors.sort}
            />
            <Switch
              label={t('option.detail.field.active')}
              mt={30}
              checked={draft.active}
              onChange={(event) => set('active')(event.currentTarget.checked)}
            />
          </SimpleGrid>
          <TextField
            label={t('option.detail.field.description')}
            maxLength={128}
            autoComplete="off"
            value={draft.description}
            onChange={set('description')}
            error={form.errors.description}
          />
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
