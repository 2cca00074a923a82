import { Button, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxStatisticBuckets,
  resolveStatisticRange,
  statisticBucketCount,
  statisticQuerySchema,
  statisticRangeFits,
  statisticUnits,
  type ProjectListItem,
  type StatisticUnit,
} from '@portal/contracts';
import { useDayFormatter } from '@portal/auth';
import { currentLanguage, useValidationTranslate } from '@portal/i18n';
import { DateField, ProjectSelect, useFieldErrors } from '@portal/ui';
import { defaultDashboardFilters } from '../hooks/use-dashboard-filters';
import type { DashboardFilters } from '../state/dashboard-filters';

export interface DashboardFiltersFormProps {
  /** The filters last applied: the form starts from them. */
  filters: DashboardFilters;
  /** The zone the days are read in, shown next to the range. */
  timeZone: string;
  /** Called with filters the contract accepts, both days filled in. */
  onApply: (filters: DashboardFilters) => void;
  projects: readonly ProjectListItem[];
  projectsLoading?: boolean;
}

const isUnit = (value: string): value is StatisticUnit =>
  (statisticUnits as readonly string[]).includes(value);

/**
 * The dashboard's project, unit and days. A project or unit applies at once (a unit with its
 * default range); typed days apply with Search. Empty days take the unit's default range.
 */
export function DashboardFiltersForm({
  filters,
  timeZone,
  onApply,
  projects,
  projectsLoading = false,
}: DashboardFiltersFormProps) {
  const { t, i18n } = useTranslation('orders');
  const formatDay = useDayFormatter();
  const language = currentLanguage(i18n);
  const translate = useValidationTranslate();
  const { errors, validate, clearError, setServerError } = useFieldErrors(
    statisticQuerySchema,
    translate,
  );
  const [draft, setDraft] = useState<DashboardFilters>(filters);
  const unitLabelId = useId();

  const tooLong = () =>
    setServerError('to', t('dashboard.range.tooLong', { max: maxStatisticBuckets }));

  const apply = (next: DashboardFilters) => {
    setDraft(next);
    const query = validate({
      project_key: next.projectKey,
      unit: next.unit,
      from: next.from,
      to: next.to,
      timeZone,
    });
    if (query === null) {
      // The contract says only "invalid" for a range with too many buckets: say why.
      if (statisticBucketCount(next.unit, next.from, next.to) > maxStatisticBuckets) tooLong();
      return;
    }
    const range = resolveStatisticRange(query, new Date());
    if (!statisticRangeFits(range)) {
      tooLong();
      return;
    }
    const resolved = { ...next, from: range.from, to: range.to };
    setDraft(resolved);
    onApply(resolved);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const day = (field: 'from' | 'to') => ({
    value: draft[field],
    error: errors[field],
    onChange: (value: string) => {
      clearError(field);
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });

  const chooseUnit = (value: string) => {
    if (!isUnit(value)) return;
    clearError('from');
    clearError('to');
    apply(defaultDashboardFilters(value, draft.projectKey, timeZone));
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('dashboard.filter.title')} noValidate>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <ProjectSelect
          label={t('dashboard.project.label')}
          placeholder={t('dashboard.project.placeholder')}
          w={260}
          projects={projects}
          language={language}
          value={draft.projectKey}
          onChange={(projectKey) => apply({ ...draft, projectKey })}
          disabled={projectsLoading}
        />
        <Stack gap={0}>
          <Input.Label id={unitLabelId}>{t('dashboard.unit.label')}</Input.Label>
          <SegmentedControl
            aria-labelledby={unitLabelId}
            data={statisticUnits.map((unit) => ({
              value: unit,
              label: t(`dashboard.unit.${unit}`),
            }))}
            value={draft.unit}
            onChange={chooseUnit}
          />
        </Stack>
        <DateField label={t('dashboard.range.from')} w={170} {...day('from')} />
        <DateField label={t('dashboard.range.to')} w={170} {...day('to')} />
        <Button type="submit" mt={24}>
          {t('common:button.search')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('dashboard.range.summary', {
          from: formatDay(filters.from),
          to: formatDay(filters.to),
          timeZone,
        })}
      </Text>
    </form>
  );
}
