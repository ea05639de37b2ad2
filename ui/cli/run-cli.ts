import { parseArgs } from 'node:util';
import type { Core } from '../../application/core';
import type { PageResult } from '../../application/pages/page-result';
import type { ListingCard } from '../../domain/display/listing-card';
import { matchRoute } from '../../domain/routing/routes';
import { LIST_FILTER_TABLE, TABLE_FILTER_KEYS, tableFilter } from '../../domain/search/list-filter-table';
import { parseListFilter } from '../../domain/search/parse-list-filter';
import { parseNotarySalesSearch } from '../../domain/search/notary-sales-search';
import type { NotaryScheduleLine } from '../../domain/estate/notary-sale';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/shared/locale';
import { intlFor } from '../i18n/intl';
import { labelText } from '../i18n/label-key';
import { CLI_TEXTS, type CliTexts } from './cli-texts';
import { detailText } from './detail-text';
import { LIST_PARAM as P } from '../../domain/search/list-params';

/** Issue 19 item 7: the list filter table's parameters, each an option of the same name taking its URL values. */
const TABLE_PARAMS = TABLE_FILTER_KEYS.map((key) => LIST_FILTER_TABLE[key].param);
const tableUsage = TABLE_FILTER_KEYS.map((key) => `[--${tableFilter(key).param} ${tableFilter(key).choices.map(tableFilter(key).write).join('|')}]`).join(' ');

export const USAGE = `Usage: npm run cli -- <command> [options]

  list       [--${P.trans} kopen|huren] [--${P.city} <name or postcode>] [--${P.type} <id>] [--${P.priceMin} <€>] [--${P.priceMax} <€>]
             [--${P.bedMin} <n>] [--${P.notary} public|online|public,online] [--sort date|price] [--order asc|desc]
             ${tableUsage}
  notary-sales [--${P.notary} public|online]   estates sold by notary auction, each with its bid period or session
  show       <estate id>
  subscribe  --email <address> --consent [--name <name>] [--${P.trans} …] [--${P.city} …] [--${P.priceMax} …] [--${P.bedMin} …]
             (--consent: you agree to the processing of your data as the site's privacy statement describes)

  Every command takes --lang nl|fr|en|de (default nl).
  The catalogue: API_BASE_URL (a §7 backend) when set, else the site's embedded catalogue in DATA_DIR.`;

/** Where the front-end writes: one line at a time (stdout in the terminal, an array in tests). */
export type Print = (line: string) => void;

const OPTIONS = {
  lang: { type: 'string' },
  [P.trans]: { type: 'string' },
  [P.city]: { type: 'string' },
  [P.type]: { type: 'string' },
  [P.priceMin]: { type: 'string' },
  [P.priceMax]: { type: 'string' },
  [P.bedMin]: { type: 'string' },
  [P.notary]: { type: 'string' },
  sort: { type: 'string' },
  order: { type: 'string' },
  email: { type: 'string' },
  name: { type: 'string' },
  consent: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The options, the table's among them. */
const PARSED = { ...OPTIONS, ...Object.fromEntries(TABLE_PARAMS.map((param) => [param, { type: 'string' } as const])) };

type Options = { readonly [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string } & {
  readonly [param: string]: string | boolean | undefined;
};

class CliError extends Error {}

/** The card's words (§2 listing card, as the page view has it), as one line: id, what and where, price or status, bedrooms. */
export function cardLine(card: ListingCard, texts: CliTexts): string {
  const facts = [card.priceSummary, card.bedrooms !== undefined ? texts.bedrooms(card.bedrooms) : undefined, card.livingArea];
  return [`#${card.id}`.padEnd(8), card.title, ...facts.filter(Boolean)].join('  ·  ').replace('  ·  ', '  ');
}

/** A city given by name, postcode or id → its id, through the core's city search (§7 search-city). */
async function cityId(core: Core, locale: Locale, city: string, texts: CliTexts): Promise<string> {
  if (/^\d+$/.test(city) && city.length !== 4) return city;
  const found = await core.queries.searchCity({ locale, q: city });
  const folded = city.toLocaleLowerCase(locale);
  const exact = found.find((c) => c.name.toLocaleLowerCase(locale) === folded || c.zip === city || Object.values(c.alias ?? {}).some((a) => a?.toLocaleLowerCase(locale) === folded));
  const match = exact ?? found[0];
  if (!match) throw new CliError(texts.unknownCity(city));
  return String(match.id);
}

/** The command line's criteria in the list page's own URL vocabulary (§2 URL filters): one parser for both. */
async function criteria(core: Core, locale: Locale, options: Options, texts: CliTexts): Promise<URLSearchParams> {
  const params = new URLSearchParams();
  if (options.trans) params.set(P.trans, options.trans);
  if (options.city) params.set(P.city, await cityId(core, locale, options.city, texts));
  for (const name of [P.type, P.priceMin, P.priceMax, P.bedMin, P.notary, ...TABLE_PARAMS]) {
    const value = options[name];
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  if (options.sort) params.set(P.sortType, options.sort === 'price' ? 'PRICE' : 'DATE');
  if (options.order) params.set(P.sortOrder, options.order.toUpperCase());
  return params;
}

function orFail<V>(result: PageResult<V>, texts: CliTexts): V {
  if (result.kind === 'page') return result.view;
  throw new CliError(result.kind === 'unavailable' ? texts.unavailable : texts.notFound);
}

async function list(core: Core, locale: Locale, options: Options, print: Print, texts: CliTexts): Promise<void> {
  const filter = parseListFilter(await criteria(core, locale, options, texts));
  const view = orFail(await core.pages.list({ locale, filter, grouping: null }), texts);
  if (view.failed) throw new CliError(texts.unavailable);
  const { total, cards } = view;
  if (total === 0) return print(texts.none);
  print(texts.found(total));
  for (const { card } of cards) print(cardLine(card, texts));
  if (cards.length < total) print(texts.shownOf(cards.length, total));
}

/** Issue 12 item 5: a notary sale's bid period or session as the core decided its line (issue 19), in the web card's words. */
export function scheduleText(schedule: NotaryScheduleLine, locale: Locale): string {
  const intl = intlFor(locale);
  const { start = '', end = '', date = '', place } = schedule;
  const kind = labelText(intl, schedule.kind === 'online' ? 'notary.card.kindOnline' : 'notary.card.kindPublic');
  const line = labelText(intl, `notary.card.${schedule.line}`, { start, end, date, place: schedule.line === 'session' ? place || 'none' : (place ?? '') });
  return `${kind} · ${line}`;
}

/** Issue 12 item 5: the notary sales page's query, printed: each estate and its bid period or session. */
async function notarySales(core: Core, locale: Locale, options: Options, print: Print, texts: CliTexts): Promise<void> {
  const search = parseNotarySalesSearch(new URLSearchParams(options.notary ? { [P.notary]: options.notary } : {}));
  const view = orFail(await core.pages.notarySales({ locale, search }), texts);
  if (view.unsupported) throw new CliError(texts.noNotarySearch);
  if (view.total === 0) return print(texts.none);
  print(texts.found(view.total));
  for (const card of view.cards) {
    print(cardLine(card.card, texts));
    print(`${' '.repeat(8)}${scheduleText(card.schedule, locale)}`);
  }
  if (view.cards.length < view.total) print(texts.shownOf(view.cards.length, view.total));
}

/** §2 detail: asked by id alone, the core answers with the canonical address, whose view is then printed (issue 19). */
async function show(core: Core, locale: Locale, id: string | undefined, origin: string, print: Print, texts: CliTexts): Promise<void> {
  let input = { locale, origin, path: '', search: '', estateId: id, entityId: undefined as string | undefined };
  let result = await core.pages.detail(input);
  if (result.kind === 'redirect') {
    const params = matchRoute(result.location)?.params ?? {};
    input = { ...input, path: result.location, estateId: params.estateId, entityId: params.entityId };
    result = await core.pages.detail(input);
  }
  const view = orFail(result, texts);
  for (const line of detailText(view)) print(line);
  if (view.similar.length > 0) {
    print('');
    print(`${texts.similar}:`);
    for (const { card } of view.similar) print(`  ${cardLine(card, texts)}`);
  }
}

async function subscribe(core: Core, locale: Locale, options: Options, print: Print, texts: CliTexts): Promise<void> {
  const params = await criteria(core, locale, options, texts);
  const result = await core.commands.subscribe({ email: options.email, name: options.name, criteria: params.toString(), locale, consent: options.consent === true });
  if (result.ok) return print(texts.subscribed(result.value.token));
  if (result.reason !== 'invalid') throw new CliError(texts.unavailable);
  print(texts.invalid);
  for (const [field, error] of Object.entries(result.errors)) print(`  --${field}: ${error}`);
  throw new CliError('');
}

/**
 * The terminal front-end (issue 8): the same queries and commands as the web site, printed as text.
 * Answers the process exit code: 0 done, 1 refused or not found, 2 a usage mistake.
 */
export async function runCli(argv: readonly string[], core: Core, print: Print, origin = 'http://localhost:3000'): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: PARSED, allowPositionals: true, strict: true });
  } catch (error) {
    print((error as Error).message);
    print(USAGE);
    return 2;
  }
  const options = parsed.values as Options;
  const [command, ...rest] = parsed.positionals;
  const lang = options.lang ?? DEFAULT_LOCALE;
  if (options.help || !command || !isLocale(lang)) {
    if (!isLocale(lang)) print(`Unknown language: ${lang}`);
    print(USAGE);
    return options.help ? 0 : 2;
  }
  const texts = CLI_TEXTS[lang];
  try {
    if (command === 'list') await list(core, lang, options, print, texts);
    else if (command === 'notary-sales') await notarySales(core, lang, options, print, texts);
    else if (command === 'show') await show(core, lang, rest[0], origin, print, texts);
    else if (command === 'subscribe') await subscribe(core, lang, options, print, texts);
    else {
      print(`Unknown command: ${command}`);
      print(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    if (error.message) print(error.message);
    return 1;
  }
}
