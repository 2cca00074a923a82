import { ActionIcon, CopyButton, Group, Text, Tooltip, type MantineSize } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatSscc } from '@portal/contracts';

export interface SsccTextProps {
  /** The 18 digits as stored. */
  readonly sscc: string;
  /** With a copy button of this name (it copies the bare digits); none when absent. */
  readonly copyLabel?: string;
  /** The button's tooltip once copied, e.g. "Copied". */
  readonly copiedLabel?: string;
  readonly size?: MantineSize;
}

/**
 * An SSCC-18 as people read it off a label: "(00) 0 0614141000000001 8" (extension digit, company
 * prefix and serial, check digit) in a monospace font, optionally with a copy button.
 */
export function SsccText({ sscc, copyLabel, copiedLabel, size = 'sm' }: SsccTextProps) {
  // Anything that is not 18 digits is shown as it came rather than cut into wrong groups.
  const readable = /^\d{18}$/.test(sscc) ? formatSscc(sscc) : sscc;
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size={size} style={{ whiteSpace: 'nowrap' }} data-sscc={sscc}>
        {readable}
      </Text>
      {copyLabel === undefined ? null : (
        <CopyButton value={sscc} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? (copiedLabel ?? copyLabel) : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                size="sm"
                aria-label={copyLabel}
                onClick={copy}
              >
                {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
