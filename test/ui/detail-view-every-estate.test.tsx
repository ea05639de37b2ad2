/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { detailPage, type DetailView } from '../../application/pages/detail-page';
import { MAX_SEARCH_SIZE, searchEstates } from '../../application/queries/search-estates';
import { priceSummary } from '../../domain/display/price-line';
import type { Estate } from '../../domain/estate/estate';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { estateKind } from '../../domain/routing/estate-kind';
import { buildSearchBody } from '../../domain/search/search-body';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { ServicesProvider } from '../../ui/bridge/services';
import { detailText } from '../../ui/cli/detail-text';
import { DetailHeader } from '../../ui/components/detail/detail-header';
import { LegalInformation } from '../../ui/components/detail/legal-information';
import { intlFor } from '../../ui/i18n/intl';
import type { AppServices } from '../../infrastructure/container/app-services';
import { DEMO_TODAY, openDemoCatalogue } from '../support/demo-catalogue';
import { aBrowser } from './support/browser-services';

/**
 * Issue 19 item 1 ("done when"), headless over EVERY estate and project unit of the embedded demo (as `npm start`
 * seeds it) in all four languages: the web page (the detail component rendered to HTML, as the server sends it) and
 * the terminal's `show` write the same title, price line and legal rows, those of the core's one view.
 */
const SLOW = 300_000;

/** What a page carries where it matters here, as text. */
interface Shown {
  readonly title: string;
  readonly price: string;
  readonly legal: readonly string[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", nbsp: '\u00a0' };
const text = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? '');
const first = (html: string, pattern: RegExp): string => text(pattern.exec(html)?.[1] ?? '');

/** The web page's title, price line ('status · price', as the terminal writes it) and legal rows ('label: value (notes)'). */
function webShows(html: string): Shown {
  const price = [first(html, /<span class="status-badge status-badge--large">(.*?)<\/span>/), first(html, /<p class="detail-header__price">(.*?)<\/p>/)];
  const start = html.indexOf('<section class="detail-block detail-legal"');
  const legal = start < 0 ? '' : html.slice(start);
  const rows = [...legal.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, label = '', value = '']) => {
    // The value, then what goes with it: the flood symbol's words, a description, the consequences of a protection.
    const [own = '', ...notes] = value.split(/<span class="(?:flood-warning|detail-fields__description|detail-fields__consequences)"/);
    return `${text(label)}: ${text(own)}${notes.length > 0 ? ` (${notes.map((note) => text(`<span ${note}`)).join('; ')})` : ''}`;
  });
  return { title: first(html, /<h1 class="detail-header__title">(.*?)<\/h1>/), price: price.filter(Boolean).join(' · '), legal: rows };
}

/** The terminal's title (its first line), price line (the line after the underline) and legal rows. */
function cliShows(lines: readonly string[], view: DetailView): Shown {
  const heading = intlFor(view.locale).formatMessage({ id: 'detail.legal.title' });
  const start = lines.indexOf(heading);
  const end = lines.indexOf('', start);
  const legal = start < 0 ? [] : lines.slice(start + 1, end).filter((line) => line.startsWith('    '));
  const price = priceSummary(view.priceLine, view.locale);
  return {
    title: lines[0] ?? '',
    price: price && lines.includes(price) ? price : '',
    legal: legal.map((line) => line.trim()),
  };
}

/** Plain JSON data: strings, finite numbers, booleans, null, arrays and plain objects (no function, class or undefined). */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return isFinite(value);
  if (isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || getPrototypeOf(value) !== OBJECT) return false;
  for (const key in value) if (!isPlainData((value as Record<string, unknown>)[key])) return false;
  return true;
}
// Module-level references: under Jest every lookup of a global goes through the sandbox (as in infrastructure/catalogue/demo/prng.ts).
const { isFinite } = Number;
const { isArray } = Array;
const { getPrototypeOf, prototype: OBJECT } = Object;

/** What the view itself says: its title, its price line, its legal rows labelled in its language. */
function viewShows(view: DetailView): Shown {
  const intl = intlFor(view.locale);
  return {
    title: view.title,
    price: priceSummary(view.priceLine, view.locale),
    legal: view.legal.flatMap((group) =>
      group.rows.map((row) => {
        const notes = [row.warning && intl.formatMessage({ id: 'detail.flooding.warning' }), row.description, row.consequences].filter(Boolean);
        return `${intl.formatMessage({ id: row.label })}: ${row.value}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
      }),
    ),
  };
}

const SPECIAL = /[&<>"'\u00a0]/;

/**
 * What the web components' HTML for these three facts depends on besides the view's texts: the price line's kind,
 * status and prefix; each legal group and row's label and which notes go with it; characters HTML escapes. Each
 * language's page is rendered for every shape of its language (and the terminal's text, which costs nothing, for every
 * page): rendering them all is ten seconds of React's development build for the same HTML around other words.
 */
const shapeOf = (page: DetailView): string =>
  JSON.stringify([
    page.priceLine.kind,
    page.priceLine.prefix,
    page.priceLine.statusLabel,
    SPECIAL.test(page.title),
    page.legal.map((group) => [group.id, group.rows.map((row) => [row.label, Boolean(row.warning), Boolean(row.description), Boolean(row.consequences), SPECIAL.test(row.value + (row.description ?? '') + (row.consequences ?? ''))])]),
  ]);

describe('issue 19 item 1: the view is plain data; the web page and the terminal show its title, price line and legal rows', () => {
  let embedded: EmbeddedCatalogue;
  const clock = new FixedClock(DEMO_TODAY);
  const deps = () => ({ ...embedded.adapters, clock, logger: new MemoryLogger() });

  /** Every hit the site shows (§5 applied): all pages of the search. */
  async function everyHit(locale: Locale): Promise<readonly Estate[]> {
    const hits: Estate[] = [];
    for (let from = 0; ; from += MAX_SEARCH_SIZE) {
      const result = await searchEstates(deps(), { locale, body: buildSearchBody({ filter: {}, from, size: MAX_SEARCH_SIZE }) });
      if (result.kind !== 'page') throw new Error(result.kind);
      hits.push(...result.view.results);
      if (hits.length >= result.view.total || result.view.results.length === 0) return hits;
    }
  }

  async function view(locale: Locale, path: string, estateId: string, entityId?: string): Promise<DetailView> {
    const result = await detailPage(deps(), { locale, origin: 'https://immo.test', path, search: '', estateId, ...(entityId && { entityId }) });
    if (result.kind !== 'page') throw new Error(`${path}: ${result.kind}`);
    return result.view;
  }

  /**
   * The detail page's components that write the title, the price line and the legal rows, rendered to HTML as the
   * server renders them (in a router, with the tab's services and the server's formatter for the page's language). The whole page renders the same
   * components from the same view (test/ui/estate-detail*.test.tsx); rendering all of it for every page would cost
   * minutes of CPU (photos, map, forms) for nothing these three facts depend on.
   */
  function webPage(page: DetailView, services: AppServices): string {
    return renderToString(
      <ServicesProvider services={services}>
        <RawIntlProvider value={intlFor(page.locale)}>
          <MemoryRouter initialEntries={[new URL(page.canonicalUrl).pathname]}>
            <DetailHeader page={page} />
            <LegalInformation sections={page.legal} />
          </MemoryRouter>
        </RawIntlProvider>
      </ServicesProvider>,
    );
  }

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
  }, SLOW);
  afterAll(() => embedded?.close());

  it.each(LOCALES)(
    '%s: every property, project and unit (the web: every shape of page)',
    async (locale) => {
      const services = aBrowser({ locale });
      const differences: string[] = [];
      const shapes = new Set<string>();
      let pages = 0;
      let legalRows = 0;
      const check = (page: DetailView) => {
        const expected = viewShows(page);
        const cli = cliShows(detailText(page), page);
        if (!isPlainData(page)) differences.push(`view ${page.canonicalUrl}: not plain, serialisable data`);
        const shape = shapeOf(page);
        if (!shapes.has(shape)) {
          shapes.add(shape);
          const web = webShows(webPage(page, services));
          if (JSON.stringify(web) !== JSON.stringify(expected)) differences.push(`web ${page.canonicalUrl}: ${JSON.stringify({ web, expected })}`);
        }
        if (JSON.stringify(cli) !== JSON.stringify(expected)) differences.push(`cli ${page.canonicalUrl}: ${JSON.stringify({ cli, expected })}`);
        pages += 1;
        legalRows += expected.legal.length;
      };
      for (const hit of await everyHit(locale)) {
        const page = await view(locale, estateDetailPath(hit, locale), String(hit.general.id));
        check(page);
        if (estateKind(hit) !== 'project') continue;
        for (const unit of page.units) check(await view(locale, unit.href, String(hit.general.id), unit.id));
      }
      expect(differences.slice(0, 5)).toEqual([]);
      // Not vacuous: the whole demo, with its units, and many legal rows.
      expect(pages).toBeGreaterThan(1500);
      expect(shapes.size).toBeGreaterThan(100);
      expect(legalRows).toBeGreaterThan(10 * pages);
    },
    SLOW,
  );
});
