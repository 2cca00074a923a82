import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { LocationManagementPanel } from '../locations/components/location-management-panel';

/** `/space/location` (LOCATION): ship-to, ship-from and remit-to addresses of every project. */
export default function LocationScreen() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <PageHeader title={t('location.title')} description={t('location.description')} />
      <LocationManagementPanel />
    </>
  );
}
