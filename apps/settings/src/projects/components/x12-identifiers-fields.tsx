import { Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { x12IdentifiersSchema } from '@portal/contracts';
import { TextField } from '@portal/ui';
import type { ConnectionSectionProps, X12Identifiers } from './connection-draft';

const usages = x12IdentifiersSchema.shape.usage.options;
type Usage = X12Identifiers['usage'];
const isUsage = (value: string | null): value is Usage =>
  value !== null && (usages as readonly string[]).includes(value);

type X12TextField = Exclude<keyof X12Identifiers, 'usage' | 'acknowledgementRequested'>;
const textFields: readonly X12TextField[] = [
  'senderQualifier',
  'senderId',
  'receiverQualifier',
  'receiverId',
  'applicationSender',
  'applicationReceiver',
];

/** ISA05–08 qualifiers and ids, GS02/03 application codes, ISA15 usage and ISA14 (TA1). */
export function X12IdentifiersFields({ draft, onChange, errorOf }: ConnectionSectionProps) {
  const { t } = useTranslation('settings');
  const set = <K extends keyof X12Identifiers>(field: K, value: X12Identifiers[K]) =>
    onChange(
      (current) => ({ ...current, x12: { ...current.x12, [field]: value } }),
      `x12.${field}`,
    );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-identifiers="X12">
      {textFields.map((field) => (
        <TextField
          key={field}
          label={t(`projects.x12.${field}`)}
          description={t(`projects.x12.hint.${field}`)}
          required
          autoComplete="off"
          value={draft.x12[field]}
          error={errorOf(`x12.${field}`)}
          onChange={(value) => set(field, value)}
        />
      ))}
      <Select
        label={t('projects.x12.usage')}
        withAsterisk
        allowDeselect={false}
        data={usages.map((usage) => ({
          value: usage,
          label: t(`projects.x12.usageOption.${usage}`),
        }))}
        value={draft.x12.usage}
        error={errorOf('x12.usage')}
        onChange={(value) => {
          if (isUsage(value)) set('usage', value);
        }}
      />
      <Switch
        mt="lg"
        label={t('projects.x12.acknowledgementRequested')}
        checked={draft.x12.acknowledgementRequested}
        onChange={(event) => set('acknowledgementRequested', event.currentTarget.checked)}
      />
    </SimpleGrid>
  );
}
