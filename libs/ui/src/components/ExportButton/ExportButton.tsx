import { Group, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RowScopeButton, type RowScopeChoice } from './RowScopeButton';

export interface ExportButtonProps {
  /** The button's text ("Export Excel"). */
  readonly label: string;
  /** Accessible name of the progress bar shown while the file downloads. */
  readonly progressLabel: string;
  readonly exporting: boolean;
  /** Download progress, 0 to 1 (0 while the server is still writing the file). */
  readonly progress: number;
  readonly onClick: () => void;
  /** The button's icon; a spreadsheet by default (other downloads: a log file…). */
  readonly icon?: ReactNode;
  /** Offers every row the list's filter matches besides the ticked rows (`onClick`). */
  readonly scopes?: RowScopeChoice;
}

/**
 * "Export Excel" of a table's toolbar, or another file download with progress: a loader while the
 * server writes the file, then the download's progress.
 */
export function ExportButton({
  label,
  progressLabel,
  exporting,
  progress,
  onClick,
  icon = <IconFileSpreadsheet size={16} stroke={1.6} />,
  scopes,
}: ExportButtonProps) {
  const percent = Math.round(progress * 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <RowScopeButton
        label={label}
        leftSection={icon}
        loading={exporting}
        onClick={onClick}
        scopes={scopes}
      />
      {exporting && percent > 0 ? (
        <>
          <Progress value={percent} w={96} aria-label={progressLabel} />
          <Text size="xs" c="dimmed">
            {percent}%
          </Text>
        </>
      ) : null}
    </Group>
  );
}
