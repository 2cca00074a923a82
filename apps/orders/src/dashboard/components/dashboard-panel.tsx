import { Box, LoadingOverlay, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectChoice } from '@portal/auth';
import { LoadErrorPanel, PageLoader } from '@portal/ui';
import { useDashboardFilters } from '../hooks/use-dashboard-filters';
import { useDashboardStatistics } from '../hooks/use-dashboard-statistics';
import { DashboardCharts } from './dashboard-charts';
import { DashboardFiltersForm } from './dashboard-filters-form';
import { DashboardMessageAlert } from './dashboard-message-alert';
import { DashboardSummary } from './dashboard-summary';
import { MoneyPanel } from './money-panel';

/**
 * The dashboard: project, unit and days, then the range's totals and its order and message
 * (outbound EDI sending) charts. A failed call leaves an error panel, never older figures.
 */
export function DashboardPanel() {
  const { t } = useTranslation('orders');
  const { filters, timeZone, query, apply } = useDashboardFilters();
  // The lone project, or the one chosen last, is what the figures count at first.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => apply({ ...filters, projectKey }),
  );
  const { statistics, loading, failed, reload } = useDashboardStatistics(query);

  const body = failed ? (
    <LoadErrorPanel
      title={t('dashboard.failed.title')}
      message={t('dashboard.failed.message')}
      retryLabel={t('common:button.retry')}
      onRetry={reload}
    />
  ) : statistics === null ? (
    <PageLoader label={t('common:state.loading')} />
  ) : (
    // The last figures stay, dimmed, while the next ones load: no jump to an empty page.
    <Box pos="relative" aria-busy={loading}>
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} />
      <Stack gap="lg">
        <DashboardMessageAlert deliveryQuantity={statistics.deliveryQuantity} />
        <DashboardSummary
          orderQuantity={statistics.orderQuantity}
          deliveryQuantity={statistics.deliveryQuantity}
        />
        <DashboardCharts statistics={statistics} />
      </Stack>
    </Box>
  );

  return (
    <Stack gap="lg">
      <DashboardFiltersForm
        // The form starts again from the filters when the project is set for the user.
        key={filters.projectKey}
        filters={filters}
        timeZone={timeZone}
        onApply={apply}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      {body}
      <MoneyPanel query={query} />
    </Stack>
  );
}
