import {
  Alert,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  Drawer,
  mergeThemeOverrides,
  Modal,
  Notification,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Light badges and buttons (status badges among them) get text dark enough for WCAG 2.1 AA on
 * their tinted background: Mantine's shade 9 on shade 1 falls short for some colours (teal 4.3:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  return parsed.isThemeColor
    ? { ...colors, color: darken(input.theme.colors[parsed.color]?.[9] ?? parsed.value, 0.35) }
    : colors;
};

/**
 * Dimmed text (descriptions, secondary lines, counts) at gray 7, not Mantine's gray 6 (3.3:1 on
 * white), so it reaches WCAG 2.1 AA's 4.5:1, and error texts at red 9. Every MantineProvider of
 * the portal passes it.
 */
export const portalCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Red 6 on a light gray fieldset is 3.1:1 and red 8 4.3:1; red 9 keeps error texts above 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

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
  variantColorResolver,
});

/** The texts the theme gives Mantine's own controls, in the user's language. */
export interface PortalThemeTexts {
  /** The accessible name of every dialog's, drawer's, notification's and alert's close button. */
  close: string;
}

/**
 * The portal theme with Mantine's built-in controls named in the user's language: their close
 * buttons are bare icons, which a screen reader announces only as "button" without a name. The
 * shell builds its provider from this; a dialog that names its close button itself still may.
 */
export function portalThemeWith(texts: PortalThemeTexts): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': texts.close };
  return mergeThemeOverrides(
    portalTheme,
    createTheme({
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
        Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
        Alert: Alert.extend({ defaultProps: { closeButtonLabel: texts.close } }),
      },
    }),
  );
}
