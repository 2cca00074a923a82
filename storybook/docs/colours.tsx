import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { validationMessage, type Language } from '@portal/contracts';
import { statusTones } from '@portal/ui';
import { contrastRatio, parseHex } from './contrast';
import { ContrastSample } from './contrast-sample';
import { DocsPortal } from './docs-portal';
import { docsTexts } from './docs-texts';

/** The shade the theme's primary colour takes in the light scheme. */
function primaryShade(theme: MantineTheme): number {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
}

/** The colours the portal paints with: the primary, grey and red (dimmed, error), the tones. */
function usedColours(theme: MantineTheme): string[] {
  return [...new Set([theme.primaryColor, 'gray', 'red', ...statusTones])];
}

/** Where the portal uses a shade by name (theme.ts): primary 7, dimmed grey 7, error red 9. */
function shadeUses(
  theme: MantineTheme,
): Readonly<Record<string, Readonly<Record<number, string>>>> {
  return {
    [theme.primaryColor]: { [primaryShade(theme)]: 'primary' },
    gray: { 7: '--mantine-color-dimmed' },
    red: { 9: '--mantine-color-error' },
  };
}

function Swatch({
  name,
  shade,
  hex,
  use,
}: {
  name: string;
  shade: number;
  hex: string;
  use?: string;
}) {
  const onWhite = contrastRatio(parseHex(hex), parseHex('#ffffff'));
  const ink = onWhite >= 4.5 ? '#ffffff' : '#000000';
  return (
    <Box
      bg={hex}
      c={ink}
      p={6}
      style={{ borderRadius: 4, outline: use ? '3px solid #000' : undefined }}
      data-colour={`${name}.${shade}`}
    >
      <Text size="xs" fw={600} inherit>
        {shade}
      </Text>
      <Text size="xs" ff="monospace" inherit>
        {hex}
      </Text>
      <Text size="xs" ff="monospace" inherit>
        {onWhite.toFixed(2)}
      </Text>
      {use ? (
        <Text size="xs" inherit style={{ overflowWrap: 'anywhere' }}>
          {use}
        </Text>
      ) : null}
    </Box>
  );
}

function PaletteTable({ locale }: { locale: Language }) {
  const theme = useMantineTheme();
  const uses = shadeUses(theme);
  const words = docsTexts[locale];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {words.shade} 0–9 · {words.onWhite} ({words.ratio})
      </Text>
      {usedColours(theme).map((name) => (
        <Stack key={name} gap={4}>
          <Text fw={600} ff="monospace">
            {name}
          </Text>
          <SimpleGrid cols={10} spacing={4}>
            {(theme.colors[name] ?? []).map((hex, shade) => (
              <Swatch key={shade} name={name} shade={shade} hex={hex} use={uses[name]?.[shade]} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** Every colour of the theme the portal uses, each shade with its hex and contrast on white. */
export function Palette() {
  return <DocsPortal>{(locale) => <PaletteTable locale={locale} />}</DocsPortal>;
}

function Pair({ name, locale, children }: { name: string; locale: Language; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{name}</Text>
      </Table.Td>
      <Table.Td>
        <ContrastSample locale={locale}>{children}</ContrastSample>
      </Table.Td>
    </Table.Tr>
  );
}

function PairsTable({ locale }: { locale: Language }) {
  const { t } = useTranslation('common');
  const words = docsTexts[locale];
  const required = validationMessage('required', locale);
  return (
    <Table withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{words.pair}</Table.Th>
          <Table.Th>
            {words.sample} · {words.text} / {words.background} · {words.ratio}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Pair name="text / body" locale={locale}>
          <Text data-sample>{t('siteTitle')}</Text>
        </Pair>
        <Pair name="dimmed (gray 7) / body" locale={locale}>
          <Text c="dimmed" data-sample>
            {t('table.fieldSettingsHint')}
          </Text>
        </Pair>
        <Pair name="dimmed (gray 7) / gray 0" locale={locale}>
          <Box bg="gray.0" p={4}>
            <Text c="dimmed" data-sample>
              {t('table.fieldSettingsHint')}
            </Text>
          </Box>
        </Pair>
        <Pair name="error (red 9) / body" locale={locale}>
          <Text c="var(--mantine-color-error)" size="sm" data-sample>
            {required}
          </Text>
        </Pair>
        <Pair name="error (red 9) / gray 0" locale={locale}>
          <Box bg="gray.0" p={4}>
            <Text c="var(--mantine-color-error)" size="sm" data-sample>
              {required}
            </Text>
          </Box>
        </Pair>
        <Pair name="link (primary) / body" locale={locale}>
          <Anchor href="#colours" data-sample>
            {t('button.backHome')}
          </Anchor>
        </Pair>
        <Pair name="white / primary (filled button)" locale={locale}>
          <Button data-sample>{t('button.save')}</Button>
        </Pair>
        <Pair name="white / red 9 (filled badge)" locale={locale}>
          <Badge color="red.9" variant="filled" data-sample>
            {t('button.delete')}
          </Badge>
        </Pair>
        <Pair name="gray 6 / body (Mantine's default dimmed, not used)" locale={locale}>
          <Text c="gray.6" data-sample>
            {t('table.fieldSettingsHint')}
          </Text>
        </Pair>
      </Table.Tbody>
    </Table>
  );
}

/** The text and background pairs of the portal, measured as painted, with WCAG AA shown. */
export function ContrastPairs() {
  return <DocsPortal>{(locale) => <PairsTable locale={locale} />}</DocsPortal>;
}
