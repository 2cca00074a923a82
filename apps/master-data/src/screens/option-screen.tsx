import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { OptionManagementPanel } from '../options/components/option-management-panel';

/** `/space/option` (OPTION): the option types and their values every dropdown reads. */
export default function OptionScreen() {
  const { t } = useTranslation('master-data');
  return (
    <>
      <PageHeader title={t('option.title')} description={t('option.description')} />
      <OptionManagementPanel />
    </>
  );
}
