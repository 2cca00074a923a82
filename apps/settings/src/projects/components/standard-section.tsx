import { Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ediStandards, type EdiStandard } from '@portal/contracts';
import { versionsOf, withStandard, type ConnectionSectionProps } from './connection-draft';
import { EdifactIdentifiersFields } from './edifact-identifiers-fields';
import { X12IdentifiersFields } from './x12-identifiers-fields';

const isStandard = (value: string | null): value is EdiStandard =>
  value !== null && (ediStandards as readonly string[]).includes(value);

/** Standard and version, then the interchange identifiers of that standard. */
export function StandardSection({ draft, onChange, errorOf }: ConnectionSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <Fieldset legend={t('projects.section.standard')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('projects.form.standard')}
            withAsterisk
            allowDeselect={false}
            data={ediStandards.map((standard) => ({ value: standard, label: standard }))}
            value={draft.standard}
            error={errorOf('standard')}
            onChange={(value) => {
              if (isStandard(value)) onChange((current) => withStandard(current, value), 'version');
            }}
          />
          <Select
            label={t('projects.form.version')}
            withAsterisk
            allowDeselect={false}
            data={[...versionsOf(draft.standard)]}
            value={draft.version}
            error={errorOf('version')}
            onChange={(value) => {
              if (value !== null)
                onChange((current) => ({ ...current, version: value }), 'version');
            }}
          />
        </SimpleGrid>
        {draft.standard === 'X12' ? (
          <X12IdentifiersFields draft={draft} onChange={onChange} errorOf={errorOf} />
        ) : (
          <EdifactIdentifiersFields draft={draft} onChange={onChange} errorOf={errorOf} />
        )}
      </Stack>
    </Fieldset>
  );
}
