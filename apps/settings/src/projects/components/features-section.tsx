import { Autocomplete, Fieldset, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormats } from '@portal/contracts';
import { TextField } from '@portal/ui';
import {
  booleanFeatures,
  countFeatures,
  type BooleanFeature,
  type ConnectionSectionProps,
  type CountFeature,
  type FeaturesDraft,
} from './connection-draft';

/** Every switch of the spec, then the formats, pack limits, label and invoice-number settings. */
export function FeaturesSection({ draft, onChange, errorOf }: ConnectionSectionProps) {
  const { t } = useTranslation('settings');
  const set = <K extends keyof FeaturesDraft>(field: K, value: FeaturesDraft[K]) =>
    onChange(
      (current) => ({ ...current, features: { ...current.features, [field]: value } }),
      `features.${field}`,
    );
  const toggle = (field: BooleanFeature) => (
    <Switch
      key={field}
      label={t(`projects.feature.${field}`)}
      checked={draft.features[field]}
      onChange={(event) => set(field, event.currentTarget.checked)}
      data-feature={field}
    />
  );
  const format = (field: 'dateTimeFormat' | 'viewFormat') => (
    <Autocomplete
      label={t(`projects.feature.${field}`)}
      description={t('projects.feature.hint.format')}
      withAsterisk
      data={[...dateTimeFormats]}
      value={draft.features[field]}
      error={errorOf(`features.${field}`)}
      onChange={(value) => set(field, value)}
    />
  );
  const count = (field: CountFeature) => (
    <TextField
      key={field}
      label={t(`projects.feature.${field}`)}
      description={t(
        field === 'acknowledgementHours'
          ? 'projects.feature.hint.acknowledgementHours'
          : 'projects.feature.hint.count',
      )}
      required
      inputMode="numeric"
      value={draft.features[field]}
      error={errorOf(`features.${field}`)}
      onChange={(value) => set(field, value)}
    />
  );

  return (
    <Fieldset legend={t('projects.section.features')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
          {booleanFeatures.map(toggle)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {format('dateTimeFormat')}
          {format('viewFormat')}
          {countFeatures.map(count)}
          <TextField
            label={t('projects.feature.labelPrefix')}
            description={t('projects.feature.hint.labelPrefix')}
            autoComplete="off"
            value={draft.features.labelPrefix}
            error={errorOf('features.labelPrefix')}
            onChange={(value) => set('labelPrefix', value)}
          />
          <TextField
            label={t('projects.feature.gs1CompanyPrefix')}
            description={t('projects.feature.hint.gs1CompanyPrefix')}
            inputMode="numeric"
            autoComplete="off"
            value={draft.features.gs1CompanyPrefix}
            error={errorOf('features.gs1CompanyPrefix')}
            onChange={(value) => set('gs1CompanyPrefix', value)}
          />
          <TextField
            label={t('projects.feature.invoiceNumberPrefix')}
            description={t('projects.feature.hint.invoiceNumberPrefix')}
            autoComplete="off"
            value={draft.features.invoiceNumberPrefix}
            error={errorOf('features.invoiceNumberPrefix')}
            onChange={(value) => set('invoiceNumberPrefix', value)}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
