import { defaultLanguage, type Language } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a message, from `Accept-Language`: preferences are taken by weight, the first
 * English one gives `en-us`, the first Chinese one `zh-cn`; anything else falls back to `zh-cn`.
 */
export function pickLanguage(header: string | readonly string[] | undefined): Language {
  if (header === undefined) return defaultLanguage;
  const text = typeof header === 'string' ? header : header.join(',');
  const preferences = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params
        .map((param) => /^q\s*=\s*([0-9.]+)$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      const q = weight === undefined ? 1 : Number(weight);
      return {
        primary: tag.toLowerCase().split('-')[0] ?? '',
        q: Number.isFinite(q) ? q : 0,
        index,
      };
    })
    .filter((preference) => preference.primary !== '' && preference.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of preferences) {
    if (primary === 'en') return 'en-us';
    if (primary === 'zh') return 'zh-cn';
  }
  return defaultLanguage;
}

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}
