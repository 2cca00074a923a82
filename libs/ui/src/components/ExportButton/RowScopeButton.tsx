import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The rows an action on a list covers: the ticked rows (the button's own click), or every row the
 * list's filter matches, on all its pages. Both are named with their count.
 */
export interface RowScopeChoice {
  /** Accessible name of the arrow that opens the choice ("Which rows"). */
  readonly menuLabel: string;
  /** "Selected rows (3)". */
  readonly selectedLabel: string;
  /** "All 20 rows matching the filter". */
  readonly matchingLabel: string;
  readonly onMatching: () => void;
  /** Nothing matches the filter: there is nothing to cover. */
  readonly matchingDisabled?: boolean;
}

export interface RowScopeButtonProps {
  readonly label: string;
  /** Acts on the ticked rows, as a plain click always has. */
  readonly onClick: () => void;
  readonly loading?: boolean;
  readonly leftSection?: ReactNode;
  /** Without it the button is a plain button for the ticked rows. */
  readonly scopes?: RowScopeChoice;
}

/**
 * A toolbar button acting on a list's ticked rows, with an arrow beside it offering the two
 * scopes: the ticked rows, or every row the filter matches.
 */
export function RowScopeButton({
  label,
  onClick,
  loading = false,
  leftSection,
  scopes,
}: RowScopeButtonProps) {
  const button = (
    <Button variant="default" leftSection={leftSection} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
  if (scopes === undefined) return button;
  return (
    <Button.Group>
      {button}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" px={6} aria-label={scopes.menuLabel} disabled={loading}>
            <IconChevronDown size={16} stroke={1.6} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onClick}>{scopes.selectedLabel}</Menu.Item>
          <Menu.Item onClick={scopes.onMatching} disabled={scopes.matchingDisabled}>
            {scopes.matchingLabel}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
