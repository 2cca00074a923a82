import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, User } from '@portal/contracts';
import { ConfirmDialog, showSnackbar, useReturnFocus } from '@portal/ui';
import { RoleCheckboxes } from './role-checkboxes';

export interface AuthorizeDialogProps {
  user: User;
  onAuthorize: (roles: readonly Role[]) => Promise<unknown>;
  onClose: () => void;
}

/** Chooses a user's roles, then asks to confirm: the change ends the user's sessions (spec §8). */
export function AuthorizeDialog({ user, onAuthorize, onClose }: AuthorizeDialogProps) {
  useReturnFocus(true);
  const { t } = useTranslation('settings');
  const [chosen, setChosen] = useState<Role[]>(user.roles);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const authorize = async () => {
    try {
      await onAuthorize(chosen);
      showSnackbar('local-success.authorized', { level: 'success' });
      onClose();
    } catch {
      // The client's snackbar shows why; both dialogs stay to retry or cancel.
      setConfirming(false);
    }
  };

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={t('users.authorizeTitle', { name: user.account })}
        centered
        size="lg"
      >
        <Stack gap="md">
          <RoleCheckboxes
            label={t('users.form.roles')}
            description={t('users.rolesHint')}
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              setMissing(false);
            }}
            error={missing ? t('users.rolesRequired') : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (chosen.length === 0) setMissing(true);
                else setConfirming(true);
              }}
            >
              {t('common:button.authorize')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={t('common:confirm.title')}
        message={t('common:confirm.authorize', {
          name: user.account,
          roles: chosen.map((role) => t(`common:role.${role}`)).join(', '),
        })}
        confirmLabel={t('common:button.authorize')}
        cancelLabel={t('common:button.cancel')}
        onConfirm={authorize}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
