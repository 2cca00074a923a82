import type { MessageStatus } from '@portal/contracts';

/**
 * The Okabe-Ito palette (Okabe & Ito, "Color Universal Design", 2008): colours that people with
 * any common colour-vision deficiency still tell apart. The dashboard's charts take every colour
 * from it, plus one neutral grey, so no two series differ only by a shade of green.
 */
export const okabeIto = {
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

/** For what is counted but neither good nor bad news (a new message, an order without currency). */
export const neutralGrey = '#8C8C8C';

/**
 * One colour per message status, the same whichever statuses a range holds. Processed and
 * accepted, the two "done" states, are blue and bluish green: apart for every kind of vision.
 */
export const messageStatusColours: Readonly<Record<MessageStatus, string>> = {
  new: neutralGrey,
  doing: okabeIto.skyBlue,
  pok: okabeIto.orange,
  finish: okabeIto.blue,
  success: okabeIto.bluishGreen,
  failed: okabeIto.vermillion,
  unknown: okabeIto.reddishPurple,
};

/** The colours of one series per currency, in turn (the first currencies get the darkest). */
export const currencyColours: readonly string[] = [
  okabeIto.blue,
  okabeIto.vermillion,
  okabeIto.bluishGreen,
  okabeIto.reddishPurple,
  okabeIto.orange,
  okabeIto.yellow,
];

/** Marker shapes per currency, in turn: a second cue besides the colour. */
export const currencySymbols: readonly string[] = ['circle', 'rect', 'triangle', 'diamond', 'pin'];
