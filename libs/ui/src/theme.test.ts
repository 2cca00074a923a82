import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { fieldFocusRingWidth, portalStyles } from './portal-styles';
import { portalCssVariables, portalTheme } from './theme';

const theme: MantineTheme = mergeMantineTheme(DEFAULT_THEME, portalTheme);
const white = theme.white;

/** A theme colour given as `var(--mantine-color-<name>-<shade>)`, or a hex colour, as hex. */
function hexOf(value: string): string {
  const variable = /^var\(--mantine-color-([a-zA-Z]+)-(\d)\)$/.exec(value);
  if (variable === null) return value;
  const [, name = '', shade = ''] = variable;
  const hex = theme.colors[name]?.[Number(shade)];
  if (hex === undefined) throw new Error(`no theme colour ${value}`);
  return hex;
}

/** WCAG 2.1 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const full = /^#[0-9a-f]{3}$/i.test(hex)
    ? hex.replace(/[0-9a-f]/gi, (digit) => digit + digit)
    : hex;
  if (!/^#[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const channels = [1, 3, 5].map(
    (start) => Number.parseInt(full.slice(start, start + 2), 16) / 255,
  );
  const [r = 0, g = 0, b = 0] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two hex colours (1 to 21). */
function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const lightVariables = portalCssVariables(theme).light;

describe('the portal theme reaches WCAG 2.1 AA contrast', () => {
  it('computes contrast as WCAG does (checked against known pairs)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's own dimmed grey, the colour the issue measured.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it.each([
    ['white', white],
    ['the table header and stripe grey', theme.colors.gray[0] ?? ''],
  ])('dimmed text (descriptions, counts) is 4.5:1 or more on %s', (_, background) => {
    const dimmed = hexOf(lightVariables['--mantine-color-dimmed'] ?? '');
    expect(contrast(dimmed, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('error text is 4.5:1 or more on white and on a light fieldset', () => {
    const error = hexOf(lightVariables['--mantine-color-error'] ?? '');
    expect(contrast(error, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(error, theme.colors.gray[0] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring is at least 2 px in a colour of 3:1 or more next to white', () => {
    const shade =
      typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
    const ring = theme.colors[theme.primaryColor]?.[shade] ?? '';
    expect(contrast(ring, white)).toBeGreaterThanOrEqual(3);
    expect(theme.focusRing).toBe('auto');
    expect(fieldFocusRingWidth).toBeGreaterThanOrEqual(2);
    expect(portalStyles).toContain(
      `outline: ${fieldFocusRingWidth}px solid var(--mantine-primary-color-filled);`,
    );
  });
});
