import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEAD_TYPE, STATUS, SUB_TYPE } from '../../../domain/enumerations';
import type { Enumeration } from '../../../domain/enumerations';
import type { Locale } from '../../../domain/shared/locale';

// Issue 13 item 3: the Dutch words and phrases that have a translation, to find on a page in fr, en or de
// (test/e2e/one-language.test.ts reads pages in Chromium, one-language-html.test.ts their server-rendered HTML).

const LANG_DIR = join(process.cwd(), 'ui/i18n/lang');

/** Dutch message texts (no placeholders) that read otherwise in `locale`. */
function dutchMessages(locale: Locale): string[] {
  return readdirSync(LANG_DIR).flatMap((feature) => {
    const read = (l: string) => JSON.parse(readFileSync(join(LANG_DIR, feature, `${l}.json`), 'utf8')) as Record<string, string>;
    const nl = read('nl');
    const other = read(locale);
    return Object.entries(nl).filter(([id, text]) => !/[{<]/.test(text) && text.length >= 5 && other[id] !== undefined && other[id] !== text).map(([, text]) => text);
  });
}

/** Dutch labels of the enumerations a page shows (status, type, subtype) that read otherwise in `locale`. */
function dutchLabels(locale: Locale): string[] {
  const labels = (enumeration: Enumeration) =>
    enumeration.entries.flatMap((value) => (value.labels.nl.length >= 5 && value.labels[locale] && value.labels[locale] !== value.labels.nl ? [value.labels.nl] : []));
  return [...labels(STATUS), ...labels(HEAD_TYPE), ...labels(SUB_TYPE)];
}

/** Dutch city names whose alias differs in these languages (§3 city alias). */
const DUTCH_CITIES: Readonly<Record<'fr' | 'en' | 'de', readonly string[]>> = {
  fr: ['Antwerpen', 'Namen', 'Luik', 'Bergen', 'Brussel', 'Doornik', 'Aarlen'],
  en: ['Antwerpen', 'Namen', 'Luik', 'Bergen', 'Brussel', 'Doornik', 'Aarlen'],
  de: ['Namen', 'Luik', 'Bergen', 'Brussel', 'Doornik', 'Aarlen'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every message text of fr, en and de: a Dutch text that is also one of them ('Contact', 'E-mail') is no Dutch alone. */
function ownTexts(locales: readonly Locale[] = ['fr', 'en', 'de']): Set<string> {
  return new Set(
    readdirSync(LANG_DIR).flatMap((feature) =>
      locales.flatMap((l) => Object.values(JSON.parse(readFileSync(join(LANG_DIR, feature, `${l}.json`), 'utf8')) as Record<string, string>)),
    ),
  );
}

/** Words Dutch shares with French and English that the site's menu and footer data write as such. */
const SHARED_WORDS = new Set(['Contact', 'E-mail']);

const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${escape(word)}(?![\\p{L}\\p{N}-])`, 'u');

export function dutchFinder(locale: 'fr' | 'en' | 'de'): (text: string) => string[] {
  const own = new Set([...ownTexts(), ...SHARED_WORDS]);
  const pageTexts = [...ownTexts([locale])];
  const patterns = [...new Set([...dutchMessages(locale), ...dutchLabels(locale), ...DUTCH_CITIES[locale]])]
    .filter((word) => !own.has(word))
    .map((word) => ({ word, pattern: wordPattern(word) }))
    // A Dutch text that the page language's own messages use as a word is no Dutch alone ('P-score' in 'P-score (plot)').
    .filter(({ pattern }) => !pageTexts.some((text) => pattern.test(text)));
  return (text) => patterns.filter(({ pattern }) => pattern.test(text)).map(({ word }) => word);
}

/** The list page's path per language. */
export const LIST = { fr: 'offre', en: 'offer', de: 'angebot' } as const;
