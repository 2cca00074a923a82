import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useReturnFocus } from '../../hooks/use-return-focus';

export interface FieldSettingsDialogColumn {
  key: string;
  title: ReactNode;
}

export interface FieldSettingsDialogLabels {
  /** The dialog's title, e.g. "Field settings". */
  title: ReactNode;
  confirm: ReactNode;
  cancel: ReactNode;
  /** Shown above the list, e.g. "At least one column stays visible." */
  hint?: ReactNode;
}

export interface FieldSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The columns the user may show or hide, in table order. */
  columns: readonly FieldSettingsDialogColumn[];
  /** Keys of the columns hidden now; the dialog starts from them each time it opens. */
  hidden: readonly string[];
  /** Called with the new hidden keys when the user confirms; the dialog then closes. */
  onConfirm: (hidden: string[]) => void;
  /**
   * Set when the table has columns that cannot be hidden, so every listed column may go.
   * Otherwise the last checked column cannot be unchecked.
   * @default false
   */
  allowHideAll?: boolean;
  labels: FieldSettingsDialogLabels;
}

/** Lets the user choose which columns of a table to show. */
export function FieldSettingsDialog({
  opened,
  onClose,
  columns,
  hidden,
  onConfirm,
  allowHideAll = false,
  labels,
}: FieldSettingsDialogProps) {
  useReturnFocus(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={labels.title} size="sm" centered>
      {/* The modal unmounts its content when closed, so each opening starts from `hidden`. */}
      <FieldSettingsForm
        columns={columns}
        hidden={hidden}
        allowHideAll={allowHideAll}
        labels={labels}
        onCancel={onClose}
        onConfirm={(next) => {
          onConfirm(next);
          onClose();
        }}
      />
    </Modal>
  );
}

interface FieldSettingsFormProps {
  columns: readonly FieldSettingsDialogColumn[];
  hidden: readonly string[];
  allowHideAll: boolean;
  labels: FieldSettingsDialogLabels;
  onCancel: () => void;
  onConfirm: (hidden: string[]) => void;
}

function FieldSettingsForm({
  columns,
  hidden,
  allowHideAll,
  labels,
  onCancel,
  onConfirm,
}: FieldSettingsFormProps) {
  const [draft, setDraft] = useState<ReadonlySet<string>>(() => new Set(hidden));
  const visibleCount = columns.filter((column) => !draft.has(column.key)).length;
  const canConfirm = allowHideAll || visibleCount > 0;

  const toggle = (key: string, visible: boolean) => {
    setDraft((current) => {
      const next = new Set(current);
      if (visible) next.delete(key);
      else next.add(key);
      // The last visible column stays, even if its disabled checkbox gets a click.
      const keepsOne = columns.some((column) => !next.has(column.key));
      return allowHideAll || keepsOne ? next : current;
    });
  };

  return (
    <Stack gap="md">
      {labels.hint ? (
        <Text size="sm" c="dimmed">
          {labels.hint}
        </Text>
      ) : null}
      <Stack gap="xs">
        {columns.map((column) => {
          const visible = !draft.has(column.key);
          const isLastVisible = !allowHideAll && visible && visibleCount === 1;
          return (
            <Checkbox
              key={column.key}
              label={column.title}
              checked={visible}
              disabled={isLastVisible}
              onChange={(event) => toggle(column.key, event.currentTarget.checked)}
            />
          );
        })}
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button
          disabled={!canConfirm}
          onClick={() =>
            onConfirm(columns.filter((column) => draft.has(column.key)).map((c) => c.key))
          }
        >
          {labels.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
