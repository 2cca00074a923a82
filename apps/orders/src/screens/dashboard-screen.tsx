import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { DashboardPanel } from '../dashboard/components/dashboard-panel';

/** `/space/dashboard`: order and message-sending statistics by year, month, day or hour. */
export default function DashboardScreen() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <DashboardPanel />
    </>
  );
}
