import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A calm slate blue for a business portal: shade 7 (light) / 5 (dark) carries buttons and links,
 * the light shades tint alerts and selected rows.
 */
const portalBlue: MantineColorsTuple = [
  '#eef3fa',
  '#dce4f1',
  '#b6c7e2',
  '#8ca8d3',
  '#698ec6',
  '#537ebf',
  '#4675bd',
  '#3764a7',
  '#2d5996',
  '#1f4c85',
];

/** System UI fonts first, then the CJK faces that cover Simplified Chinese on macOS, Windows, Linux. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"Source Han Sans SC"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

const fontFamilyMonospace = [
  'ui-monospace',
  'SFMono-Regular',
  '"SF Mono"',
  'Menlo',
  'Consolas',
  '"Liberation Mono"',
  '"Noto Sans Mono CJK SC"',
  'monospace',
].join(', ');

/** The portal's Mantine theme; only the shell app passes it to its MantineProvider. */
export const portalTheme = createTheme({
  primaryColor: 'portalBlue',
  primaryShade: { light: 7, dark: 5 },
  colors: { portalBlue },
  defaultRadius: 'sm',
  fontFamily,
  fontFamilyMonospace,
  headings: { fontFamily, fontWeight: '600' },
  cursorType: 'pointer',
  focusRing: 'auto',
});
