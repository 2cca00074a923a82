import { Box, Group, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import type { Language } from '@portal/contracts';
import { DocsPortal } from './docs-portal';
import { docsTexts } from './docs-texts';

/** A theme value as CSS gives it (`calc(0.875rem * var(--mantine-scale))` → `0.875rem`). */
const plain = (value: string | number | undefined) =>
  String(value ?? '').replace(/^calc\((.+?) \* var\(--mantine-scale\)\)$/, '$1');

function TypeTable({ locale }: { locale: Language }) {
  const theme = useMantineTheme();
  const words = docsTexts[locale];
  const sample =
    locale === 'zh-cn' ? '采购订单 PO-4501001 已接单' : 'Purchase order PO-4501001 accepted';
  return (
    <Stack gap="lg">
      <Table withTableBorder verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{words.token}</Table.Th>
            <Table.Th>{words.fontSize}</Table.Th>
            <Table.Th>{words.lineHeight}</Table.Th>
            <Table.Th>{words.sample}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(theme.fontSizes).map(([size, value]) => (
            <Table.Tr key={size}>
              <Table.Td ff="monospace">{size}</Table.Td>
              <Table.Td ff="monospace">{plain(value)}</Table.Td>
              <Table.Td ff="monospace">{plain(theme.lineHeights[size])}</Table.Td>
              <Table.Td>
                <Text size={size}>{sample}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withTableBorder verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{words.element}</Table.Th>
            <Table.Th>{words.fontSize}</Table.Th>
            <Table.Th>{words.lineHeight}</Table.Th>
            <Table.Th>{words.fontWeight}</Table.Th>
            <Table.Th>{words.sample}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {([1, 2, 3, 4, 5, 6] as const).map((level) => {
            const heading = theme.headings.sizes[`h${level}`];
            return (
              <Table.Tr key={level}>
                <Table.Td ff="monospace">h{level}</Table.Td>
                <Table.Td ff="monospace">{plain(heading.fontSize)}</Table.Td>
                <Table.Td ff="monospace">{plain(heading.lineHeight)}</Table.Td>
                <Table.Td ff="monospace">
                  {heading.fontWeight ?? theme.headings.fontWeight}
                </Table.Td>
                <Table.Td>
                  <Title order={level} component="div">
                    {sample}
                  </Title>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        <Text span fw={600}>
          fontFamily:{' '}
        </Text>
        <Text span ff="monospace" size="xs">
          {theme.fontFamily}
        </Text>
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          fontFamilyMonospace:{' '}
        </Text>
        <Text span ff="monospace" size="xs">
          {theme.fontFamilyMonospace}
        </Text>
      </Text>
    </Stack>
  );
}

/** The theme's font sizes, line heights and headings, each with a sample line. */
export function TypeScale() {
  return <DocsPortal>{(locale) => <TypeTable locale={locale} />}</DocsPortal>;
}

function SpacingTable({ locale }: { locale: Language }) {
  const theme = useMantineTheme();
  const words = docsTexts[locale];
  return (
    <Table withTableBorder verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{words.token}</Table.Th>
          <Table.Th>{words.value}</Table.Th>
          <Table.Th>{words.sample}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(theme.spacing).map(([size, value]) => (
          <Table.Tr key={size}>
            <Table.Td ff="monospace">{size}</Table.Td>
            <Table.Td ff="monospace">{plain(value)}</Table.Td>
            <Table.Td>
              <Box h={12} w={value} bg={theme.primaryColor} data-spacing={size} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The theme's spacing scale (the `p`, `m` and `gap` sizes). */
export function SpacingScale() {
  return <DocsPortal>{(locale) => <SpacingTable locale={locale} />}</DocsPortal>;
}

function RadiusTable({ locale }: { locale: Language }) {
  const theme = useMantineTheme();
  const words = docsTexts[locale];
  return (
    <Group gap="lg" align="flex-start">
      {Object.entries(theme.radius).map(([size, value]) => (
        <Stack key={size} gap={4} align="center">
          <Box
            w={72}
            h={48}
            bg="gray.1"
            style={{ border: '2px solid var(--mantine-color-gray-7)', borderRadius: value }}
          />
          <Text size="sm" ff="monospace" fw={size === theme.defaultRadius ? 700 : 400}>
            {size}
            {size === theme.defaultRadius ? ` (defaultRadius)` : ''}
          </Text>
          <Text size="xs" ff="monospace" c="dimmed">
            {words.value}: {plain(value)}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/** The theme's corner radii; the portal's default (`defaultRadius`) in bold. */
export function RadiusScale() {
  return <DocsPortal>{(locale) => <RadiusTable locale={locale} />}</DocsPortal>;
}
