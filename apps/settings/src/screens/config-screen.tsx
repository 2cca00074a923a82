import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { ProjectManagementPanel } from '../projects/components/project-management-panel';

/** `/config` (ADMIN): trading-partner projects, their connections, API keys and fields. */
export default function ConfigScreen() {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={t('config.title')} description={t('config.description')} />
      <ProjectManagementPanel />
    </>
  );
}
