import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/shared/locale';

/** The first of our languages in the Accept-Language header, by quality; Dutch when none matches. */
export function preferredLocale(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
