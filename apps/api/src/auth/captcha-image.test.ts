import { describe, expect, it } from 'vitest';
import {
  captchaAlphabet,
  captchaDataUrl,
  randomCaptchaText,
  renderCaptchaSvg,
} from './captcha-image';

/** A small seeded PRNG (mulberry32) so the visual jitter is reproducible. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `d` of every glyph path, in document order. */
function glyphPaths(svg: string): string[] {
  return [...svg.matchAll(/<g [^>]*><path d="([^"]+)"\/><\/g>/g)].map((match) => match[1] ?? '');
}

/** Words of the SVG vocabulary that every captcha carries, whatever its answer. */
const fixedWords = ['XMLNS', 'HTTP', 'CAPTCHA', 'LABEL', 'PATH', 'RCLE', 'NECAP'];

describe('captchaAlphabet', () => {
  it('has 32 distinct characters without the look-alikes 0, O, 1 and I', () => {
    expect(captchaAlphabet).toHaveLength(32);
    expect(new Set(captchaAlphabet).size).toBe(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) {
      expect(captchaAlphabet).not.toContain(lookAlike);
    }
    expect(captchaAlphabet).toMatch(/^[2-9A-Z]+$/);
  });
});

describe('randomCaptchaText', () => {
  it('gives four characters by default and the length asked for', () => {
    expect(randomCaptchaText()).toHaveLength(4);
    expect(randomCaptchaText(1)).toHaveLength(1);
    expect(randomCaptchaText(7)).toHaveLength(7);
  });

  it('draws only from the alphabet', () => {
    for (let i = 0; i < 2_000; i += 1) {
      for (const char of randomCaptchaText(5)) {
        expect(captchaAlphabet).toContain(char);
      }
    }
  });

  it('draws every character of the alphabet, roughly evenly', () => {
    const counts = new Map<string, number>();
    const samples = 20_000;
    for (let i = 0; i < samples; i += 1) {
      const char = randomCaptchaText(1);
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...captchaAlphabet].sort().join(''));
    // Expected 625 each; the standard deviation is about 25, so these bounds are ~10σ wide.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(375);
      expect(count).toBeLessThan(875);
    }
  });

  it('rejects a length that is not a positive integer', () => {
    expect(() => randomCaptchaText(0)).toThrow(RangeError);
    expect(() => randomCaptchaText(2.5)).toThrow(RangeError);
  });
});

describe('renderCaptchaSvg', () => {
  it('renders a self-contained 120×40 SVG with one glyph group per character and noise', () => {
    const svg = renderCaptchaSvg('K7WQ', { random: seeded(1) });
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('width="120"');
    expect(svg).toContain('height="40"');
    expect(svg).toContain('viewBox="0 0 120 40"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="captcha"');
    expect(svg.match(/<g /g)).toHaveLength(4);
    expect(glyphPaths(svg)).toHaveLength(4);
    const noise = svg.match(/<path d="M [^"]* Q [^"]*"/g) ?? [];
    expect(noise.length).toBeGreaterThanOrEqual(3);
    expect(noise.length).toBeLessThanOrEqual(5);
    expect(svg).toMatch(/<circle /);
    // Tags open and close in balance.
    expect(svg.match(/<g /g)?.length).toBe(svg.match(/<\/g>/g)?.length);
    expect(svg).not.toMatch(/<(text|title|desc)\b/);
  });

  it('takes another size', () => {
    const svg = renderCaptchaSvg('AB', { width: 200, height: 64, random: seeded(2) });
    expect(svg).toContain('width="200"');
    expect(svg).toContain('height="64"');
    expect(svg).toContain('viewBox="0 0 200 64"');
    expect(glyphPaths(svg)).toHaveLength(2);
  });

  it('never spells out the answer', () => {
    const texts = ['K7WQ', 'ABCD', 'RGB2', 'MLQZ', '2345', 'HELP', 'STRK', 'WWW3', 'SVG2', 'NDTH'];
    const random = seeded(3);
    for (let i = 0; i < 200; i += 1) {
      texts.push(
        Array.from({ length: 4 }, () =>
          captchaAlphabet.charAt(Math.floor(random() * captchaAlphabet.length)),
        ).join(''),
      );
    }
    for (const [i, text] of texts.entries()) {
      if (fixedWords.some((word) => word.includes(text))) continue;
      const markup = renderCaptchaSvg(text, { random: seeded(100 + i) }).toUpperCase();
      expect(markup).not.toContain(text);
    }
  });

  it('has no run of four alphabet characters outside the fixed SVG vocabulary', () => {
    // So no answer of four or more characters can appear, whatever the jitter or the size.
    for (let i = 0; i < 50; i += 1) {
      const markup = renderCaptchaSvg(randomCaptchaText(4 + (i % 4)), {
        width: 80 + i * 17,
        height: 30 + i * 3,
        random: seeded(i),
      }).toUpperCase();
      for (const [run] of markup.matchAll(/[2-9A-HJ-NP-Z]{4,}/g)) {
        expect(fixedWords).toContain(run);
      }
    }
  });

  it('varies with the random source', () => {
    const first = renderCaptchaSvg('K7WQ', { random: seeded(10) });
    const second = renderCaptchaSvg('K7WQ', { random: seeded(11) });
    expect(first).not.toBe(second);
    expect(renderCaptchaSvg('K7WQ', { random: seeded(10) })).toBe(first);
    expect(renderCaptchaSvg('K7WQ')).not.toBe(renderCaptchaSvg('K7WQ'));
  });

  it('draws every character with its own outline', () => {
    const outlines = [...captchaAlphabet].map((char) => {
      const paths = glyphPaths(renderCaptchaSvg(char, { random: () => 0.5 }));
      expect(paths).toHaveLength(1);
      return paths[0];
    });
    expect(new Set(outlines).size).toBe(captchaAlphabet.length);
  });

  it('draws different texts with different glyph paths', () => {
    const first = glyphPaths(renderCaptchaSvg('AB23', { random: seeded(5) })).sort();
    const second = glyphPaths(renderCaptchaSvg('CD45', { random: seeded(5) })).sort();
    expect(first).not.toEqual(second);
  });

  it('rejects characters outside the alphabet, and empty text', () => {
    for (const text of ['AB0C', 'O', 'I234', '1', 'abcd', 'AB C', 'ÄBCD', '']) {
      expect(() => renderCaptchaSvg(text)).toThrow(RangeError);
    }
    expect(() => renderCaptchaSvg('AB', { width: 0 })).toThrow(RangeError);
  });
});

describe('captchaDataUrl', () => {
  it('wraps the SVG in a base64 data URL that decodes back to it', () => {
    const svg = renderCaptchaSvg('XY9Z', { random: seeded(7) });
    const url = captchaDataUrl(svg);
    const prefix = 'data:image/svg+xml;base64,';
    expect(url.startsWith(prefix)).toBe(true);
    expect(url.slice(prefix.length)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(url.slice(prefix.length), 'base64').toString('utf8')).toBe(svg);
  });
});
