import { Group, Select, SimpleGrid, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  projectFieldInputSchema,
  projectFieldTypes,
  type ProjectField,
  type ProjectFieldInput,
  type ProjectFieldType,
} from '@portal/contracts';
import { DateField, TextField } from '@portal/ui';
import { RecordFormDialog, useFormSave, useSchemaErrors } from '@portal/record-kit';
import {
  fieldCandidateOf,
  fieldDraftOf,
  needsOptions,
  newFieldDraft,
  type FieldDraft,
} from './field-draft';
import { FieldOptionsEditor } from './field-options-editor';

export type ProjectFieldDialogProps = {
  /** The keys of the project's other fields: a key is used once per project. */
  takenKeys: readonly string[];
  onSave: (field: ProjectFieldInput) => Promise<unknown>;
  onClose: () => void;
} & ({ mode: 'create'; sort: number } | { mode: 'edit'; field: ProjectField });

const isFieldType = (value: string | null): value is ProjectFieldType =>
  value !== null && (projectFieldTypes as readonly string[]).includes(value);

type TextPart = 'key' | 'name' | 'defaultValue' | 'maxLength' | 'tips' | 'sort';
type SwitchPart = 'customListHeader' | 'required' | 'enabled';

/** Adds or changes one project field, checked by the contracts schema before it is sent. */
export function ProjectFieldDialog(props: ProjectFieldDialogProps) {
  const { t } = useTranslation('settings');
  const creating = props.mode === 'create';
  const [draft, setDraft] = useState<FieldDraft>(() =>
    props.mode === 'edit' ? fieldDraftOf(props.field) : newFieldDraft(props.sort),
  );
  const form = useSchemaErrors(projectFieldInputSchema);

  const change = (next: Partial<FieldDraft>, path: string) => {
    setDraft((current) => ({ ...current, ...next }));
    form.clear(path);
  };
  const text = (part: TextPart) => ({
    value: draft[part],
    error: form.errorOf(part),
    onChange: (value: string) => change({ [part]: value }, part),
  });
  const toggle = (part: SwitchPart) => (
    <Switch
      label={t(`projects.field.${part}`)}
      checked={draft[part]}
      onChange={(event) => change({ [part]: event.currentTarget.checked }, part)}
    />
  );

  const save = useFormSave({
    validate: () => {
      const checked = form.validate(fieldCandidateOf(draft));
      if (checked !== null && props.takenKeys.includes(checked.key)) {
        form.setMessage('key', t('projects.field.keyTaken'));
        return null;
      }
      return checked;
    },
    onSave: props.onSave,
    onClose: props.onClose,
    markServerErrors: form.markServerErrors,
  });

  const title =
    props.mode === 'create'
      ? t('projects.field.createTitle')
      : t('projects.field.editTitle', { name: props.field.key });

  return (
    <RecordFormDialog title={title} size="lg" form={save} onClose={props.onClose}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          label={t('projects.field.key')}
          required={creating}
          readOnly={!creating}
          autoComplete="off"
          data-autofocus={creating || undefined}
          {...text('key')}
        />
        <TextField label={t('projects.field.name')} required autoComplete="off" {...text('name')} />
        <Select
          label={t('projects.field.type')}
          withAsterisk
          allowDeselect={false}
          data={projectFieldTypes.map((type) => ({
            value: type,
            label: t(`projects.fieldType.${type}`),
          }))}
          value={draft.type}
          error={form.errorOf('type')}
          onChange={(value) => {
            if (isFieldType(value)) change({ type: value }, 'options');
          }}
        />
        {draft.type === 'date' ? (
          // A date field's default is a day: picked in the portal's calendar and date format.
          <DateField
            label={t('projects.field.defaultValue')}
            description={t('projects.field.defaultValueHint')}
            {...text('defaultValue')}
          />
        ) : (
          <TextField
            label={t('projects.field.defaultValue')}
            description={t('projects.field.defaultValueHint')}
            autoComplete="off"
            {...text('defaultValue')}
          />
        )}
        <TextField
          label={t('projects.field.maxLength')}
          description={t('projects.field.maxLengthHint')}
          inputMode="numeric"
          {...text('maxLength')}
        />
        <TextField
          label={t('projects.field.sort')}
          required
          inputMode="numeric"
          {...text('sort')}
        />
      </SimpleGrid>
      <TextField label={t('projects.field.tips')} autoComplete="off" {...text('tips')} />
      <Group gap="xl">
        {toggle('required')}
        {toggle('enabled')}
        {toggle('customListHeader')}
      </Group>
      {needsOptions(draft.type) && (
        <FieldOptionsEditor
          options={draft.options}
          errorOf={form.errorOf}
          onChange={(options, path) => change({ options }, path)}
        />
      )}
    </RecordFormDialog>
  );
}
