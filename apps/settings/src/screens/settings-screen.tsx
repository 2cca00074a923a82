import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@portal/ui';
import { MaintenancePanel } from '../maintenance/components/maintenance-panel';
import { SystemSettingsPanel } from '../system-settings/components/system-settings-panel';
import { UserManagementPanel } from '../users/components/user-management-panel';

const tabs = ['system', 'users', 'maintenance'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab =>
  value !== null && (tabs as readonly string[]).includes(value);

/**
 * `/space/settings`: basic parameters, user management and system maintenance, one tab each
 * (`?tab=users`, `?tab=maintenance`).
 */
export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'system';

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isTab(next)) setParams(next === 'system' ? {} : { tab: next }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="system">{t('tabs.system')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="maintenance">{t('tabs.maintenance')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="system">
          <SystemSettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UserManagementPanel />
        </Tabs.Panel>
        <Tabs.Panel value="maintenance">
          <MaintenancePanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
