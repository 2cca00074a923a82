/**
 * WCAG 2.1 contrast of colours as the browser computed them (`getComputedStyle`), so the pages
 * measure what the theme really paints rather than a copy of its values.
 */

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** A colour as `getComputedStyle` gives it: `rgb(…)`, `rgba(…)` or `color(srgb …)`. */
export function parseColour(text: string): Rgba | undefined {
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
    text.trim(),
  );
  if (rgb) {
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alphaOf(rgb[4]) };
  }
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+%?))?\s*\)$/.exec(
    text.trim(),
  );
  if (srgb) {
    return {
      r: Number(srgb[1]) * 255,
      g: Number(srgb[2]) * 255,
      b: Number(srgb[3]) * 255,
      a: alphaOf(srgb[4]),
    };
  }
  return undefined;
}

function alphaOf(text: string | undefined): number {
  if (text === undefined) return 1;
  return text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
}

/** A hex colour of the theme (`#3764a7`). */
export function parseHex(hex: string): Rgba {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : value;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
    a: 1,
  };
}

/** `top` painted over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function channel(value: number): number {
  const share = value / 255;
  return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
}

function luminance(colour: Rgba): number {
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/** WCAG 2.1 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** What an element's background really is: its own and its ancestors' layered down to white. */
export function paintedBackground(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const colour = parseColour(getComputedStyle(node).backgroundColor);
    if (colour === undefined || colour.a === 0) continue;
    layers.push(colour);
    if (colour.a >= 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), white);
}

/** An element's text colour over its painted background. */
export function paintedText(element: Element): Rgba {
  const colour = parseColour(getComputedStyle(element).color) ?? { r: 0, g: 0, b: 0, a: 1 };
  return colour.a >= 1 ? colour : over(colour, paintedBackground(element));
}

/** `#rrggbb` of a colour. */
export function hexOf(colour: Rgba): string {
  const part = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return `#${part(colour.r)}${part(colour.g)}${part(colour.b)}`;
}

/** WCAG 2.1 AA for normal text. */
export const aaNormalText = 4.5;
