import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { StoreManagementPanel } from '../stores/components/store-management-panel';

/** `/space/store` (STORE): the stores and warehouses of every project. */
export default function StoreScreen() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <PageHeader title={t('store.title')} description={t('store.description')} />
      <StoreManagementPanel />
    </>
  );
}
