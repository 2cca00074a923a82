import { Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { edifactIdentifiersSchema } from '@portal/contracts';
import { TextField } from '@portal/ui';
import type { ConnectionSectionProps, EdifactIdentifiers } from './connection-draft';

const syntaxIds = edifactIdentifiersSchema.shape.syntaxId.options;
type SyntaxId = EdifactIdentifiers['syntaxId'];
const isSyntaxId = (value: string | null): value is SyntaxId =>
  value !== null && (syntaxIds as readonly string[]).includes(value);

type EdifactTextField = Exclude<keyof EdifactIdentifiers, 'syntaxId' | 'testIndicator'>;
/** Each id with its code qualifier next to it; the ids are required, the qualifiers not. */
const textFields: readonly { field: EdifactTextField; required: boolean }[] = [
  { field: 'senderId', required: true },
  { field: 'senderQualifier', required: false },
  { field: 'recipientId', required: true },
  { field: 'recipientQualifier', required: false },
];

/** UNB syntax identifier, sender and recipient with their qualifiers, and the test indicator. */
export function EdifactIdentifiersFields({ draft, onChange, errorOf }: ConnectionSectionProps) {
  const { t } = useTranslation('settings');
  const set = <K extends keyof EdifactIdentifiers>(field: K, value: EdifactIdentifiers[K]) =>
    onChange(
      (current) => ({ ...current, edifact: { ...current.edifact, [field]: value } }),
      `edifact.${field}`,
    );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-identifiers="EDIFACT">
      <Select
        label={t('projects.edifact.syntaxId')}
        withAsterisk
        allowDeselect={false}
        data={[...syntaxIds]}
        value={draft.edifact.syntaxId}
        error={errorOf('edifact.syntaxId')}
        onChange={(value) => {
          if (isSyntaxId(value)) set('syntaxId', value);
        }}
      />
      <Switch
        mt="lg"
        label={t('projects.edifact.testIndicator')}
        checked={draft.edifact.testIndicator}
        onChange={(event) => set('testIndicator', event.currentTarget.checked)}
      />
      {textFields.map(({ field, required }) => (
        <TextField
          key={field}
          label={t(`projects.edifact.${field}`)}
          description={t(`projects.edifact.hint.${field}`)}
          required={required}
          autoComplete="off"
          value={draft.edifact[field]}
          error={errorOf(`edifact.${field}`)}
          onChange={(value) => set(field, value)}
        />
      ))}
    </SimpleGrid>
  );
}
