import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/shared/locale';

const MAX_TAGS = 20;

/**
 * §7 accept-language: the most preferred of nl/fr/en/de (by q-value, then order; `fr-BE` counts as fr),
 * else Dutch. Anything unreadable (garbage, `*`, no header) is simply the default.
 */
export function requestLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .slice(0, 1000)
    .split(',')
    .slice(0, MAX_TAGS)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((tag) => tag.q > 0 && isLocale(tag.base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = tags[0]?.base;
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
