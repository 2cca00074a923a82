import { Badge, Button, Group, Menu, Modal, Stack, Table, Text } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@portal/auth';
import { useSignOut } from '../use-sign-out';
import { ApiDocsMenuItem } from '../../layout/api-docs-link';
import { demoModeAtom } from '../../layout/layout-state';
import { ChangePasswordForm } from './change-password-form';

/**
 * The header's user menu: personal information, change password, demo mode, the API
 * documentation (admins), logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const signOff = useSignOut();
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The dialogs open from menu items that leave with the menu, so neither Mantine's focus return
  // nor useReturnFocus has an opener to go back to: a closing dialog hands the focus to the
  // menu's button instead of dropping it to the page.
  const closeDialog = () => {
    setDialog(null);
    menuButton.current?.focus();
  };
  // Demo mode adds the Settlement, Report and Partner placeholders to the menu (spec §2).
  const [demoMode, setDemoMode] = useAtom(demoModeAtom);
  if (user === null) return null;

  const rows: [string, string][] = [
    [t('shell:profile.account'), user.account],
    [t('shell:profile.nickname'), user.nickname],
    [t('shell:profile.email'), user.email],
    [t('shell:profile.phone'), user.phone],
  ];

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            ref={menuButton}
            variant="subtle"
            // The name starts with the visible account name (WCAG 2.5.3 label in name).
            aria-label={t('shell:user.menuOf', { name: user.nickname || user.account })}
            data-testid="user-menu"
          >
            {user.nickname || user.account}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog('profile')}>{t('shell:user.profile')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('password')}>
            {t('shell:user.changePassword')}
          </Menu.Item>
          <Menu.Item
            data-checked={demoMode || undefined}
            closeMenuOnClick={false}
            leftSection={demoMode ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
            onClick={() => setDemoMode(!demoMode)}
          >
            {t('shell:user.demoMode')}
          </Menu.Item>
          <ApiDocsMenuItem />
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOff()}>
            {t('shell:user.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={dialog === 'profile'}
        onClose={closeDialog}
        returnFocus={false}
        title={t('shell:user.profile')}
      >
        <Stack>
          <Table>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={120}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{t('shell:profile.roles')}</Table.Th>
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.map((role) => (
                      <Badge key={role} variant="light">
                        {t(`role.${role}`)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {t('shell:profile.hint')}
          </Text>
        </Stack>
      </Modal>
      <Modal
        opened={dialog === 'password'}
        onClose={closeDialog}
        returnFocus={false}
        title={t('shell:user.changePassword')}
      >
        <ChangePasswordForm />
      </Modal>
    </>
  );
}
