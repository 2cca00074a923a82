import { randomInt } from 'node:crypto';

/**
 * The characters a captcha may use: digits and capitals without the look-alikes 0/O and 1/I.
 */
export const captchaAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A captcha answer of `length` characters, each drawn uniformly from {@link captchaAlphabet}. */
export function randomCaptchaText(length = 4): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`captcha length must be a positive integer, got ${length}`);
  }
  let text = '';
  for (let i = 0; i < length; i += 1) {
    // randomInt rejects out-of-range draws itself, so there is no modulo bias.
    text += captchaAlphabet.charAt(randomInt(captchaAlphabet.length));
  }
  return text;
}

export interface CaptchaSvgOptions {
  /** Width in pixels (default 120). */
  readonly width?: number;
  /** Height in pixels (default 40). */
  readonly height?: number;
  /** Source of visual jitter in [0, 1) (default `Math.random`); never of the answer itself. */
  readonly random?: () => number;
}

type Point = readonly [x: number, y: number];
type Stroke = readonly Point[];

/** Glyph cell of the stroke font: x from 0 to 4, y from 0 (top) to 6 (baseline). */
const cellWidth = 4;
const cellHeight = 6;

/**
 * The stroke font: per character, strokes separated by `|`, each a polyline of `x,y` points
 * on the 4×6 cell.
 */
const fontSource: Readonly<Record<string, string>> = {
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3|3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,2.6 3,2.6 4,3.6 4,5 3,6 1,6 0,5',
  '6': '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 4,1 1.5,6',
  '8': '3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5 0,4 1,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  B: '0,3 3,3 4,2 4,1 3,0 0,0 0,6 3,6 4,5 4,4 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.2,3.5',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  J: '1.5,0 4,0|3,0 3,5 2,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,4|1.5,2.5 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.4,4.4 4,6.2',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  // The crossbar keeps Z apart from 2.
  Z: '0,0 4,0 0,6 4,6|1,3 3,3',
};

const font: ReadonlyMap<string, readonly Stroke[]> = new Map(
  Object.entries(fontSource).map(([char, source]) => [
    char,
    source.split('|').map((stroke) =>
      stroke.split(' ').map((point): Point => {
        const [x = '0', y = '0'] = point.split(',');
        return [Number(x), Number(y)];
      }),
    ),
  ]),
);

/**
 * Renders `text` as a self-contained SVG captcha: every character a stroked `<path>` from a
 * built-in stroke font, rotated (±15°), shifted and slightly wobbled, in a random dark colour,
 * over a light background with light noise curves and dots. The answer never appears as text:
 * the markup holds only numbers, colours and the fixed SVG vocabulary, and the glyph groups
 * come in shuffled document order.
 */
export function renderCaptchaSvg(text: string, options: CaptchaSvgOptions = {}): string {
  const width = options.width ?? 120;
  const height = options.height ?? 40;
  const random = options.random ?? Math.random;
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) {
    throw new RangeError(`captcha size must be positive, got ${width}×${height}`);
  }
  if (text.length === 0) {
    throw new RangeError('captcha text must not be empty');
  }
  const glyphs = Array.from(text, (char) => {
    const strokes = font.get(char);
    if (strokes === undefined) {
      throw new RangeError('captcha text has a character outside the captcha alphabet');
    }
    return strokes;
  });

  const between = (min: number, max: number): number => min + (max - min) * random();
  const shade = (min: number, max: number): string =>
    `rgb(${Math.round(between(min, max))},${Math.round(between(min, max))},${Math.round(between(min, max))})`;

  const background = `<path d="M 0 0 H ${num(width)} V ${num(height)} H 0 Z" fill="${shade(238, 252)}"/>`;
  const noiseCurve = (): string => {
    const y = (): number => between(height * 0.15, height * 0.85);
    const d = [
      `M ${num(between(-5, width * 0.15))} ${num(y())}`,
      `Q ${num(between(width * 0.25, width * 0.5))} ${num(between(-height * 0.3, height * 1.3))}`,
      `${num(between(width * 0.45, width * 0.6))} ${num(y())}`,
      `T ${num(between(width * 0.85, width + 5))} ${num(y())}`,
    ].join(' ');
    return `<path d="${d}" fill="none" stroke="${shade(150, 215)}" stroke-width="${num(between(0.8, 1.6))}"/>`;
  };
  const dot = (): string =>
    `<circle cx="${num(between(0, width))}" cy="${num(between(0, height))}" r="${num(between(0.5, 1.4))}" fill="${shade(140, 215)}"/>`;

  // Glyph layout: equal slots across the middle 84% of the width, scaled to fit both ways.
  const slot = (width * 0.84) / glyphs.length;
  const unit = Math.min((height * 0.58) / cellHeight, (slot * 0.78) / cellWidth);
  const groups = glyphs.map((strokes, index) => {
    const centreX = width * 0.08 + slot * (index + 0.5) + between(-0.12, 0.12) * slot;
    const centreY = height / 2 + between(-0.07, 0.07) * height;
    const angle = (between(-15, 15) * Math.PI) / 180;
    const scale = unit * between(0.9, 1.1);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const place = ([x, y]: Point): string => {
      const dx = (x - cellWidth / 2 + between(-0.12, 0.12)) * scale;
      const dy = (y - cellHeight / 2 + between(-0.12, 0.12)) * scale;
      return `${num(centreX + dx * cos - dy * sin)} ${num(centreY + dx * sin + dy * cos)}`;
    };
    const d = strokes
      .map((stroke) => stroke.map((point, i) => `${i === 0 ? 'M' : 'L'} ${place(point)}`).join(' '))
      .join(' ');
    const strokeWidth = num(Math.max(1.4, unit * 0.62));
    return `<g fill="none" stroke="${shade(15, 110)}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></g>`;
  });
  shuffle(groups, random);

  const noiseCount = 3 + Math.min(2, Math.floor(random() * 3));
  const curves = Array.from({ length: noiseCount }, noiseCurve);
  const dotCount = 12 + Math.floor(random() * 12);
  const dots = Array.from({ length: dotCount }, dot);
  // Some curves run under the glyphs and some over them, so they cannot be peeled off by order.
  const under = Math.ceil(noiseCount / 2);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" role="img" aria-label="captcha">`,
    background,
    ...curves.slice(0, under),
    ...dots,
    ...groups,
    ...curves.slice(under),
    '</svg>',
  ].join('');
}

/** The SVG as a `data:` URL, ready for an `<img src>`. */
export function captchaDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A coordinate with one decimal at most, so digit runs stay short. */
function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Fisher–Yates, in place, driven by `random`. */
function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
}
