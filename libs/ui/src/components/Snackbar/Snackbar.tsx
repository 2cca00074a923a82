import type { ReactNode } from 'react';
import type { MantineColor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';

export type SnackbarLevel = 'success' | 'info' | 'warning' | 'error';

export const snackbarLevels: readonly SnackbarLevel[] = ['success', 'info', 'warning', 'error'];

/** Spec §2: a snackbar is a warning unless told otherwise, and shows for 5000 ms. */
export const snackbarDefaults: { readonly level: SnackbarLevel; readonly autoClose: number } = {
  level: 'warning',
  autoClose: 5000,
};

/** A message starting with this prefix is a translation key, not a text (spec §2). */
export const localMessagePrefix = 'local-';

export interface SnackbarOptions {
  level?: SnackbarLevel;
  /** Milliseconds before the snackbar hides itself. */
  autoClose?: number;
  /** Translates the key of a `local-` message; without it the key itself is shown. */
  translate?: (key: string) => string;
}

export interface SnackbarContent {
  text: string;
  color: MantineColor;
  autoClose: number;
}

const levelColors: Record<SnackbarLevel, MantineColor> = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'red',
};

const levelIcons: Record<SnackbarLevel, ReactNode> = {
  success: <IconCheck size={18} stroke={1.8} />,
  info: <IconInfoCircle size={18} stroke={1.8} />,
  warning: <IconAlertTriangle size={18} stroke={1.8} />,
  error: <IconX size={18} stroke={1.8} />,
};

/**
 * The translator of `local-` messages when a call passes none: the shell sets it once at start
 * (i18next's `t`), so a remote writes `showSnackbar('local-success.saved', …)` and gets the text
 * in the user's language.
 */
let defaultTranslate: ((key: string) => string) | undefined;

export function configureSnackbar(options: { translate: (key: string) => string }): void {
  defaultTranslate = options.translate;
}

/** What a snackbar shows: the text (a `local-` message translated), its colour and duration. */
export function snackbarContent(message: string, options: SnackbarOptions = {}): SnackbarContent {
  const level = options.level ?? snackbarDefaults.level;
  let text = message;
  if (message.startsWith(localMessagePrefix)) {
    const key = message.slice(localMessagePrefix.length);
    const translate = options.translate ?? defaultTranslate;
    text = translate ? translate(key) : key;
  }
  return {
    text,
    color: levelColors[level],
    autoClose: options.autoClose ?? snackbarDefaults.autoClose,
  };
}

/**
 * Shows the global snackbar message of spec §2 through Mantine notifications; returns its id.
 * The app renders `<Notifications />` from `@mantine/notifications` once, inside its provider.
 */
export function showSnackbar(message: string, options: SnackbarOptions = {}): string {
  const level = options.level ?? snackbarDefaults.level;
  const { text, color, autoClose } = snackbarContent(message, options);
  return notifications.show({
    message: text,
    color,
    autoClose,
    icon: levelIcons[level],
    'data-level': level,
  });
}
