import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { PackageManagementPanel } from '../packages/components/package-management-panel';

/** `/space/package` (PACKAGE): the packages of each project, their sizes and weights. */
export default function PackageScreen() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <PageHeader title={t('package.title')} description={t('package.description')} />
      <PackageManagementPanel />
    </>
  );
}
