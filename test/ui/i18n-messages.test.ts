import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  isPluralElement,
  isSelectElement,
  isLiteralElement,
  isStructurallySame,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/shared/locale';

/**
 * §9 four locales (nl, fr, en, de); issue 5 item 2: a test fails when a key is missing or empty in any
 * locale. The ids come from the real `formatjs extract` over ui/, the texts from every feature's
 * ui/i18n/lang/<feature>/<locale>.json, merged as `npm run i18n:compile` merges them.
 */

const root = join(import.meta.dirname, '..', '..');
const langDir = join(root, 'ui', 'i18n', 'lang');
const formatjs = join(root, 'node_modules', '.bin', 'formatjs');

/**
 * Words each language really shares with Dutch. A message whose own words (its text without arguments)
 * are exactly one of these may read the same as in Dutch; any other repeat is an untranslated copy.
 */
const SAME_AS_DUTCH: Readonly<Record<Locale, readonly string[]>> = {
  nl: [],
  fr: ['Menu', 'Type'],
  en: ['Menu', 'Type', 'Status', 'Project', 'in'], // 'in': "{title} in {city}"
  de: ['Status', 'Datum', 'in'],
};

type Extracted = Readonly<Record<string, { readonly defaultMessage?: string }>>;

/**
 * The formatter for compiled messages (ui/i18n/browser-intl.tsx) and the writer of the core's label keys
 * (ui/i18n/label-key.ts, proved by test/ui/legal-labels.test.ts) format the ids they are given; they declare none.
 */
const NOT_MESSAGE_USERS = ['**/*.d.ts', 'ui/i18n/browser-intl.tsx', 'ui/i18n/label-key.ts'];

function extractIds(): Extracted {
  const result = spawnSync(formatjs, ['extract', 'ui/**/*.{ts,tsx}', '--ignore', ...NOT_MESSAGE_USERS, '--throws'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`formatjs extract failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as Extracted;
}

const features = readdirSync(langDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature's texts in one language; a missing file counts as no texts, so the checks below name every id. */
function featureMessages(feature: string, locale: Locale): Record<string, unknown> {
  const file = join(langDir, feature, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

/** Every locale's merged catalogue, and which features define each id (to find clashes). */
function loadCatalogues() {
  const catalogues = {} as Record<Locale, Map<string, unknown>>;
  const owners = new Map<string, Set<string>>();
  for (const locale of LOCALES) {
    catalogues[locale] = new Map();
    for (const feature of features) {
      for (const [id, text] of Object.entries(featureMessages(feature, locale))) {
        catalogues[locale].set(id, text);
        owners.set(id, (owners.get(id) ?? new Set()).add(feature));
      }
    }
  }
  return { catalogues, owners };
}

const extracted = extractIds();
const usedIds = Object.keys(extracted).sort();
const { catalogues, owners } = loadCatalogues();
const textOf = (locale: Locale, id: string): string | undefined => {
  const text = catalogues[locale].get(id);
  return typeof text === 'string' ? text : undefined;
};

function tryParse(text: string): MessageFormatElement[] | Error {
  try {
    return parse(text);
  } catch (error) {
    return error as Error;
  }
}

/** The words a translator writes: literal text, also inside plural, select and tag branches. */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (isLiteralElement(element)) return element.value;
      if (isPluralElement(element) || isSelectElement(element)) {
        return Object.values(element.options).map((option) => literalText(option.value)).join(' ');
      }
      if (isTagElement(element)) return literalText(element.children);
      return ' ';
    })
    .join('');
}

describe('§9 messages in nl, fr, en and de (issue 5 item 2)', () => {
  it('§9 formatjs extract finds the messages of ui/ (the checks below are not vacuous)', () => {
    expect(usedIds.length).toBeGreaterThan(50);
    expect(usedIds).toEqual(expect.arrayContaining(['nav.main', 'footer.companyNumber', 'home.title', 'card.livingArea']));
  });

  it.each(LOCALES)('§9 every message id used in ui/ has a non-empty %s text', (locale) => {
    const missing = usedIds.filter((id) => (textOf(locale, id) ?? '').trim() === '');
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('§9 %s has exactly the Dutch message ids', (locale) => {
    const dutch = [...catalogues[DEFAULT_LOCALE].keys()].sort();
    const own = [...catalogues[locale].keys()].sort();
    expect({ missing: dutch.filter((id) => !catalogues[locale].has(id)), extra: own.filter((id) => !catalogues.nl.has(id)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('§9 %s translates rather than repeats the Dutch text', (locale) => {
    const repeated = [...catalogues[locale].keys()].filter((id) => {
      const text = textOf(locale, id);
      if (text === undefined || text !== textOf(DEFAULT_LOCALE, id)) return false;
      const parsed = tryParse(text);
      if (parsed instanceof Error) return true;
      const words = literalText(parsed).replace(/\s+/g, ' ').trim();
      // Text with no words of its own ('{count} m²') has nothing to translate.
      return /\p{L}{2,}/u.test(words) && !SAME_AS_DUTCH[locale].includes(words);
    });
    expect(repeated).toEqual([]);
  });

  it.each(LOCALES)('§9 every %s message is valid ICU', (locale) => {
    const invalid = [...catalogues[locale].entries()]
      .filter(([, text]) => typeof text !== 'string' || tryParse(text) instanceof Error)
      .map(([id, text]) => `${id}: ${String(text)}`);
    expect(invalid).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('§9 %s uses the same arguments and tags as Dutch', (locale) => {
    const different = [...catalogues[locale].keys()].filter((id) => {
      const [own, dutch] = [tryParse(textOf(locale, id) ?? ''), tryParse(textOf(DEFAULT_LOCALE, id) ?? '')];
      return !(own instanceof Error) && !(dutch instanceof Error) && !isStructurallySame(dutch, own).success;
    });
    expect(different).toEqual([]);
  });

  it('§9 the Dutch defaultMessage in the code has the arguments of the Dutch catalogue text', () => {
    const different = usedIds.filter((id) => {
      if (textOf(DEFAULT_LOCALE, id) === undefined) return false; // reported as missing above
      const [fallback, dutch] = [tryParse(extracted[id]?.defaultMessage ?? ''), tryParse(textOf(DEFAULT_LOCALE, id) ?? '')];
      return !(fallback instanceof Error) && !(dutch instanceof Error) && !isStructurallySame(dutch, fallback).success;
    });
    expect(different).toEqual([]);
  });

  it('§9 no message id is defined by two features (the compiler rejects a clash)', () => {
    const clashes = [...owners.entries()].filter(([, by]) => by.size > 1).map(([id, by]) => `${id}: ${[...by].join(', ')}`);
    expect(clashes).toEqual([]);
  });
});
