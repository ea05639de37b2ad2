/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { detailPage, type DetailView } from '../../application/pages/detail-page';
import { complianceReportQuery } from '../../application/queries/compliance-report';
import { shownEstates } from '../../application/shown-estates';
import { ratesOn } from '../../domain/costs/cost-rates';
import { estatePurchaseCost } from '../../domain/costs/estate-purchase-cost';
import { brusselsToday } from '../../domain/display/format-date';
import { formatPrice } from '../../domain/display/format-units';
import { listingCard } from '../../domain/display/listing-card';
import { priceText } from '../../domain/display/price-line';
import { enumLabel } from '../../domain/enumerations/enumeration';
import { HEAD_TYPE_ID } from '../../domain/enumerations/head-types';
import { STATUS } from '../../domain/enumerations/status';
import type { Estate, Region } from '../../domain/estate/estate';
import type { EstateFieldPath } from '../../domain/estate/estate-field-path';
import { TRANSACTION_ID } from '../../domain/estate/estate-status';
import { projectFromPrice } from '../../domain/estate/project-price';
import { LEGAL_ITEM_PATHS, type LegalItem } from '../../domain/legal/legal-items';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { estateKind } from '../../domain/routing/estate-kind';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import { generateDemoCatalogue } from '../../infrastructure/catalogue/demo/generate-demo-catalogue';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import type { AppServices } from '../../infrastructure/container/app-services';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { ServicesProvider } from '../../ui/bridge/services';
import { detailText } from '../../ui/cli/detail-text';
import { PurchaseCostSection } from '../../ui/components/costs/purchase-cost-section';
import { DetailHeader } from '../../ui/components/detail/detail-header';
import { LegalInformation } from '../../ui/components/detail/legal-information';
import { intlFor } from '../../ui/i18n/intl';
import { DEMO_TODAY, openDemoCatalogue } from '../support/demo-catalogue';
import { firstText as first, htmlText as text } from '../support/html-text';
import { withSiteVisibility } from '../support/site-ports';
import { aBrowser } from '../ui/support/browser-services';

/**
 * Issue 22 item 3: the rules that hold for every estate, proved headlessly over EVERY estate, project and unit of the
 * embedded demo (as `npm start` seeds it) in all four languages, through the core as the site composes it (§5 bound).
 * Each language's detail views are made once and checked for three issues' rules:
 * - issue 20 item 1 (§2, §4): every card and detail page of a rent says its rent per month, a rented one its label,
 *   a sold one no price;
 * - issue 24 item 4: every page carries what its region requires and nothing of another region's law; the compliance
 *   report finds exactly the listings the demo made to lack something;
 * - issue 19 item 1: the view is plain data, and the web page and the terminal's `show` write its title, price line
 *   and legal rows.
 */
const SLOW = 600_000;
const clock = new FixedClock(DEMO_TODAY);

/** One detail page of the demo: the estate (or unit) as the search answers it, its project, the core's view. */
interface DemoPage {
  readonly estate: Estate;
  readonly project?: Estate;
  readonly view: DetailView;
}

// ---- Issue 20 item 1: the price line -----------------------------------------------------------------------------

const PER_MONTH: Readonly<Record<Locale, RegExp>> = {
  nl: /^(Vanaf )?€ [\d.]+(,\d\d)? per maand$/,
  fr: /^(À partir de )?€ [\d.]+(,\d\d)? par mois$/,
  en: /^(From )?€ [\d.]+(,\d\d)? per month$/,
  de: /^(Ab )?€ [\d.]+(,\d\d)? pro Monat$/,
};
const NO_PERIOD = /per maand|par mois|per month|pro Monat/;

const transactionOf = (estate: Estate): number | undefined => estate.general.transaction?.id;
const isRent = (id: number | undefined) => id === TRANSACTION_ID.TO_RENT || id === TRANSACTION_ID.RENTED;
const isSoldId = (id: number | undefined) => id === TRANSACTION_ID.SOLD || id === TRANSACTION_ID.TAKEN_OVER;
const statusLabelOf = (id: number, locale: Locale) => enumLabel(STATUS, id, locale);

/** What the rule says a price place shows; the words a front-end writes there, as it writes them. */
interface PricePlace {
  readonly what: string;
  readonly transaction: number | undefined;
  readonly price: string | undefined;
  readonly statusLabel: string | undefined;
  /** A project: its lowest price of its units of its transaction, which decides rent or sale. */
  readonly projectRent?: boolean;
  /** A price written without the status beside it (the financial section's price row). */
  readonly unlabelled?: boolean;
}

/** The breaches of §2/§4 and issue 20 item 1 among the places shown, as readable lines ([] when none). */
function priceBreaches(places: readonly PricePlace[], locale: Locale): string[] {
  const found: string[] = [];
  for (const { what, transaction, price, statusLabel, projectRent, unlabelled } of places) {
    const rent = projectRent ?? isRent(transaction);
    if (isSoldId(transaction)) {
      if (price !== undefined) found.push(`${what}: sold, shows a price "${price}"`);
      if (!unlabelled && statusLabel !== statusLabelOf(transaction as number, locale)) found.push(`${what}: sold, label "${statusLabel}"`);
      continue;
    }
    if (rent && !(price !== undefined && PER_MONTH[locale].test(price))) found.push(`${what}: a rent, shows "${price}"`);
    if (!rent && price !== undefined && NO_PERIOD.test(price)) found.push(`${what}: a sale, shows "${price}"`);
    if (unlabelled) continue;
    if (transaction === TRANSACTION_ID.RENTED && projectRent === undefined && statusLabel !== statusLabelOf(TRANSACTION_ID.RENTED, locale)) {
      found.push(`${what}: rented, label "${statusLabel}"`);
    }
    if (transaction !== TRANSACTION_ID.RENTED && projectRent === undefined && statusLabel !== undefined) found.push(`${what}: on offer, label "${statusLabel}"`);
  }
  return found;
}

/** The price places of one detail page: its price line, the financial row, and a project's unit rows. */
function pricePlaces({ estate, project, view }: DemoPage, locale: Locale): PricePlace[] {
  const id = estate.general.id;
  const transaction = transactionOf(estate);
  const isProject = estateKind(estate) === 'project';
  const places: PricePlace[] = [];
  // Issue 20 item 1 names these: a property or unit to rent, rented or sold, and every project.
  if (isProject || isRent(transaction) || isSoldId(transaction)) {
    const what = isProject ? `project ${id}` : project ? `unit ${id}` : `detail ${id}`;
    places.push({
      what,
      transaction,
      price: priceText(view.priceLine, locale),
      statusLabel: view.priceLine.statusLabel,
      ...(isProject && !isSoldId(transaction) && { projectRent: projectFromPrice(estate).rent }),
    });
  }
  if (!isProject && !project && (isRent(transaction) || isSoldId(transaction))) {
    // The financial section's price row, where the estate states one (§5: not under the VAT regime).
    const row = view.legal.find((section) => section.id === 'financial')?.rows.find((candidate) => candidate.key === 'fields.financial.price');
    if (row || isSoldId(transaction)) places.push({ what: `financial ${id}`, transaction, price: row?.value, statusLabel: undefined, unlabelled: true });
  }
  // Each unit's row in its project's table.
  const children = new Map((estate.children ?? []).map((unit) => [String(unit.general.id), unit]));
  for (const row of isProject ? view.units : []) {
    places.push({ what: `unit row ${row.id}`, transaction: transactionOf(children.get(row.id) as Estate), price: row.price, statusLabel: row.statusLabel });
  }
  return places;
}

// ---- Issue 24 item 4: each region's legal rows --------------------------------------------------------------------

/** Flemish-only items: the Walloon and Brussels tables forbid them. */
const FLEMISH_ONLY: readonly LegalItem[] = [
  'asBuiltCertificate',
  'asbestosCertificate',
  'renovationObligation',
  'flemishEnforcement',
  'complexProjectDecree',
  'floodScores',
  'floodAreas',
  'heritageInventory',
];
const FLEMISH_PATHS = new Set<EstateFieldPath>(FLEMISH_ONLY.flatMap((item) => LEGAL_ITEM_PATHS[item]));
const ABOLISHED = new Set<EstateFieldPath>(LEGAL_ITEM_PATHS.floodAreas);
const WALLOON_REQUIRED: readonly EstateFieldPath[] = ['energy.energyLabel', 'energy.epcValue', 'fields.certification.epc_year_value', 'energy.epcReference'];
const CARD_ENERGY: Readonly<Record<Region, RegExp>> = {
  FLANDERS: /^EPC [A-F+]+ · -?[\d.]+ kWh\/m²\/(jaar|an|year|Jahr)$|^PEB [A-F+]+ · -?[\d.]+ kWh\/m²\/an$/,
  BRUSSELS: /^(EPB|PEB|GEE) [A-G+]+ · CO₂ [\d.]+ kg\/m²\/(jaar|an|year|Jahr)$/,
  WALLONIA: /^(EPB|PEB|GEE) [A-G+]+ · [\d.]+ kWh\/m²\/(jaar|an|year|Jahr)$/,
};

const demo = generateDemoCatalogue({ referenceDate: DEMO_TODAY.toISOString().slice(0, 10) }).sites[0]!;
const gaps = new Set(demo.deliberateGaps.map((gap) => String(gap.id)));
const isDwelling = (estate: Estate): boolean => [HEAD_TYPE_ID.HOUSE, HEAD_TYPE_ID.APARTMENT].some((id) => id === estate.general.headType?.id);
const onOffer = (estate: Estate): boolean => [1, 2, 3].includes(estate.general.transaction?.id ?? 0) && !estate.general.skarabeeGuid;
const regionOf = (page: DemoPage): Region | undefined => page.estate.address?.region ?? undefined;
/** An advertisement the region's rules apply to in full: a dwelling on offer, not one of the demo's deliberate gaps. */
const isAdvertisement = (page: DemoPage, region: Region): boolean =>
  regionOf(page) === region && isDwelling(page.estate) && onOffer(page.estate) && !gaps.has(String(page.estate.general.id));

/** The shown value of each legal line of a page, by field ('' for a 'Not entered' placeholder). */
function legalValues(view: Pick<DetailView, 'legal'>): Map<EstateFieldPath, string> {
  return new Map(view.legal.flatMap((section) => section.rows.map((row): [EstateFieldPath, string] => [row.key, row.placeholder ? '' : row.value])));
}

// ---- Issue 19 item 1: the web page and the terminal show the view -------------------------------------------------

/** What a page carries where it matters here, as text. */
interface Shown {
  readonly title: string;
  readonly price: string;
  readonly legal: readonly string[];
}

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
  // After the title, its underline and, on a unit's page, the project it is part of; nothing there when the line is empty.
  const price = view.priceSummary ? lines[view.project ? 3 : 2] ?? '' : '';
  return {
    title: lines[0] ?? '',
    price,
    legal: legal.map((line) => line.trim()),
  };
}

/** What the view itself says: its title, its price line, its legal rows labelled in its language. */
function viewShows(view: DetailView): Shown {
  const intl = intlFor(view.locale);
  return {
    title: view.title,
    price: view.priceSummary,
    legal: view.legal.flatMap((group) =>
      group.rows.map((row) => {
        const notes = [row.warning && intl.formatMessage({ id: 'detail.flooding.warning' }), row.description, row.consequences].filter(Boolean);
        return `${intl.formatMessage({ id: row.label })}: ${row.value}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
      }),
    ),
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

/**
 * The detail page's components that write the title, the price line and the legal rows, rendered to HTML as the
 * server renders them (in a router, with the tab's services and the server's formatter for the page's language). The
 * whole page renders the same components from the same view (test/ui/estate-detail*.test.tsx); rendering all of it for
 * every page would cost minutes of CPU (photos, map, forms) for nothing these three facts depend on.
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

// ---- The demo, each language's pages made once --------------------------------------------------------------------

describe('every estate, project and unit of the embedded demo catalogue, in four languages', () => {
  let embedded: EmbeddedCatalogue;
  // The ports as the site's core sees them: §5 bound (application/visible-catalogue.ts).
  const deps = () => ({ ...withSiteVisibility(embedded.adapters), clock, logger: new MemoryLogger() });
  const pageCounts = new Map<Locale, number>();
  /** The Dutch legal rows of the demo's deliberate gaps, for the compliance report's test. */
  const gapRows = new Map<string, Map<EstateFieldPath, string>>();

  async function view(locale: Locale, path: string, estateId: string, entityId?: string): Promise<DetailView> {
    const result = await detailPage(deps(), { locale, origin: 'https://immo.test', path, search: '', estateId, ...(entityId && { entityId }) });
    if (result.kind !== 'page') throw new Error(`${path}: ${result.kind}`);
    return result.view;
  }

  /** Every detail page the site shows in a language: each group the search answers, and each unit of a project. */
  async function everyPage(groups: readonly Estate[], locale: Locale): Promise<DemoPage[]> {
    const pages: DemoPage[] = [];
    for (const group of groups) {
      const id = String(group.general.id);
      pages.push({ estate: group, view: await view(locale, estateDetailPath(group, locale), id) });
      if (estateKind(group) !== 'project') continue;
      for (const unit of (group.children ?? []).filter((child) => child.general.id !== group.general.id)) {
        const path = estateDetailPath({ ...unit, general: { ...unit.general, parentId: group.general.id } }, locale, group);
        pages.push({ estate: unit, project: group, view: await view(locale, path, id, String(unit.general.id)) });
      }
    }
    return pages;
  }

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
  }, SLOW);
  afterAll(() => embedded?.close(), SLOW);

  describe.each(LOCALES)('%s', (locale) => {
    /** The groups the list shows (§5 applied), as the browser's "load more" gets them: all pages of the search. */
    let groups: readonly Estate[] = [];
    /** Each group and each unit of a project, as its card shows it. */
    let cards: readonly Estate[] = [];
    let pages: DemoPage[] = [];

    beforeAll(async () => {
      groups = await shownEstates(deps(), locale);
      cards = groups.flatMap((group) => (estateKind(group) === 'project' ? [group, ...(group.children ?? []).filter((unit) => unit.general.id !== group.general.id)] : [group]));
      pages = await everyPage(groups, locale);
      pageCounts.set(locale, pages.length);
      if (locale === 'nl') for (const page of pages) if (gaps.has(String(page.estate.general.id))) gapRows.set(String(page.estate.general.id), legalValues(page.view));
    }, SLOW);
    // One language's views at a time in memory.
    afterAll(() => {
      pages = [];
    });

    it('issue 20 item 1, §2: every card of the list says a rent per month, a rented one "rented", a sold one no price', () => {
      expect(groups.length).toBeGreaterThan(1000);
      const places = groups.map((estate): PricePlace => {
        const card = listingCard(estate, locale);
        return {
          what: `card ${card.id}`,
          transaction: transactionOf(estate),
          price: card.price,
          statusLabel: card.statusLabel,
          ...(estateKind(estate) === 'project' && !isSoldId(transactionOf(estate)) && { projectRent: projectFromPrice(estate).rent }),
        };
      });
      // The demo has each case, so that the rule is proved on each.
      const counts = (id: number) => groups.filter((estate) => estateKind(estate) !== 'project' && transactionOf(estate) === id).length;
      expect([counts(TRANSACTION_ID.TO_RENT), counts(TRANSACTION_ID.RENTED), counts(TRANSACTION_ID.SOLD)].every((n) => n > 20)).toBe(true);
      expect(priceBreaches(places, locale)).toEqual([]);
    });

    it('issue 20 item 1, §4: every detail page of a property to rent, rented or sold, every project and each of its units says the same', () => {
      const places = pages.flatMap((page) => pricePlaces(page, locale));
      const count = (what: RegExp) => places.filter((place) => what.test(place.what)).length;
      expect([/^detail/, /^financial/, /^project/, /^unit row/, /^unit \d/].map(count).every((n) => n > 10)).toBe(true);
      expect(priceBreaches(places, locale)).toEqual([]);
    });

    it('issue 19 item 1, §4: every page\'s JSON-LD offer states the price its price line shows on offer, and none once sold or let', () => {
      const wrong = pages.flatMap(({ view: page }) => {
        const { offers } = page.structuredData as { offers: { price?: number; availability: string } };
        const line = page.priceLine;
        const onOffer = line.kind !== 'sold' && line.kind !== 'rented';
        const expected = { price: onOffer ? line.amount : undefined, availability: `https://schema.org/${onOffer ? 'InStock' : 'SoldOut'}` };
        return offers.price === expected.price && offers.availability === expected.availability ? [] : [`${page.canonicalUrl}: ${JSON.stringify({ offers, expected })}`];
      });
      expect(wrong.slice(0, 5)).toEqual([]);
      expect(pages.filter(({ view: page }) => page.priceLine.kind === 'sold').length).toBeGreaterThan(20);
    });

    it('issue 24 item 4: no Brussels or Walloon page shows a Flemish-only item (flood scores, enforcement, complex projects, inventory …)', () => {
      const elsewhere = pages.filter((page) => regionOf(page) === 'BRUSSELS' || regionOf(page) === 'WALLONIA');
      expect(elsewhere.length).toBeGreaterThan(500);
      const wrong = elsewhere.flatMap((page) => [...legalValues(page.view).keys()].filter((key) => FLEMISH_PATHS.has(key)).map((key) => `${page.estate.general.id}: ${key}`));
      expect(wrong).toEqual([]);
    });

    it('issue 24 item 4: no page shows the flood categories abolished on 1 January 2023', () => {
      expect(pages.flatMap((page) => [...legalValues(page.view).keys()].filter((key) => ABOLISHED.has(key)))).toEqual([]);
    });

    it('issue 24 item 4: every Flemish advertisement of a dwelling carries its EPC score, label and certificate code; a sale its P-score', () => {
      const flemish = pages.filter((page) => isAdvertisement(page, 'FLANDERS'));
      expect(flemish.length).toBeGreaterThan(500);
      const lacking = flemish.filter((page) => {
        const values = legalValues(page.view);
        const sale = page.estate.general.transaction?.id === 1;
        return !values.get('energy.epcValue') || !values.get('energy.epcReference') || !values.get('energy.energyLabel') || (sale && !values.get('general.flooding.parcel'));
      });
      expect(lacking.map((page) => page.estate.general.id)).toEqual([]);
    });

    it('issue 24 item 4: every Brussels advertisement of a dwelling carries its PEB class and CO₂ emissions', () => {
      const brussels = pages.filter((page) => isAdvertisement(page, 'BRUSSELS'));
      expect(brussels.length).toBeGreaterThan(100);
      const lacking = brussels.filter((page) => !legalValues(page.view).get('energy.energyLabel') || !legalValues(page.view).get('energy.co2'));
      expect(lacking.map((page) => page.estate.general.id)).toEqual([]);
    });

    it('issue 24 item 4: every Walloon advertisement of a dwelling carries its PEB class, specific and total consumption and certificate number', () => {
      const wallonia = pages.filter((page) => isAdvertisement(page, 'WALLONIA'));
      expect(wallonia.length).toBeGreaterThan(250);
      const lacking = wallonia.filter((page) => WALLOON_REQUIRED.some((path) => !legalValues(page.view).get(path)));
      expect(lacking.map((page) => page.estate.general.id)).toEqual([]);
    });

    it('issue 24 item 4: every card of a certified dwelling carries the energy figures its region asks of every advertisement', () => {
      const certified = cards.filter((estate) => isDwelling(estate) && estate.address?.region && !gaps.has(String(estate.general.id)));
      expect(certified.length).toBeGreaterThan(1200);
      const wrong = certified.map((estate) => ({ estate, line: listingCard(estate, locale).energyLine })).filter(({ estate, line }) => !CARD_ENERGY[estate.address!.region!].test(line ?? ''));
      expect(wrong.slice(0, 5).map(({ estate, line }) => `${estate.general.id} ${estate.address?.region}: ${line}`)).toEqual([]);
    });

    it('issue 19 item 1, issue 10: every page of an estate for sale, in each region, carries the domain\'s cost estimate (none on any other page); the web writes its total', () => {
      const rates = ratesOn(brusselsToday(DEMO_TODAY));
      const wrong: string[] = [];
      const perRegion = new Map<Region, DetailView>();
      const counts = new Map<Region, number>();
      for (const { estate, view: page } of pages) {
        const cost = estatePurchaseCost(estate, { situation: 'soleOwnHome' }, rates);
        const expected = cost ? { region: cost.region, total: formatPrice(cost.total), lines: cost.lines.map((line) => [line.kind, formatPrice(line.amount)]) } : null;
        const estimate = page.purchaseCost?.estimate;
        const shown = estimate ? { region: estimate.region, total: estimate.total, lines: estimate.lines.map((line) => [line.kind, line.amount]) } : null;
        if (JSON.stringify(shown) !== JSON.stringify(expected)) wrong.push(`${page.canonicalUrl}: ${JSON.stringify({ shown, expected })}`);
        if (!cost) continue;
        counts.set(cost.region, (counts.get(cost.region) ?? 0) + 1);
        if (!perRegion.has(cost.region)) perRegion.set(cost.region, page);
      }
      expect(wrong.slice(0, 5)).toEqual([]);
      expect([...counts.values()].filter((count) => count > 20)).toHaveLength(3);
      for (const page of perRegion.values()) {
        const html = renderToString(
          <RawIntlProvider value={intlFor(locale)}>
            <PurchaseCostSection view={page.purchaseCost!} />
          </RawIntlProvider>,
        );
        expect(first(html, /data-testid="purchase-cost-total">(.*?)<\/dd>/)).toBe(page.purchaseCost!.estimate.total);
      }
    });

    it('issue 19 item 1: the view is plain data; the web page (every shape of page) and the terminal show its title, price line and legal rows', () => {
      const services = aBrowser({ locale });
      const differences: string[] = [];
      const shapes = new Set<string>();
      let legalRows = 0;
      for (const { view: page } of pages) {
        const expected = viewShows(page);
        if (!isPlainData(page)) differences.push(`view ${page.canonicalUrl}: not plain, serialisable data`);
        const shape = shapeOf(page);
        if (!shapes.has(shape)) {
          shapes.add(shape);
          const web = webShows(webPage(page, services));
          if (JSON.stringify(web) !== JSON.stringify(expected)) differences.push(`web ${page.canonicalUrl}: ${JSON.stringify({ web, expected })}`);
        }
        const cli = cliShows(detailText(page), page);
        if (JSON.stringify(cli) !== JSON.stringify(expected)) differences.push(`cli ${page.canonicalUrl}: ${JSON.stringify({ cli, expected })}`);
        legalRows += expected.legal.length;
      }
      expect(differences.slice(0, 5)).toEqual([]);
      // Not vacuous: the whole demo, with its units, and many legal rows.
      expect(pages.length).toBeGreaterThan(1900);
      expect(shapes.size).toBeGreaterThan(100);
      expect(legalRows).toBeGreaterThan(10 * pages.length);
    });
  });

  it('opens the same pages in every language: every estate, project and unit', () => {
    expect(pageCounts.size).toBe(LOCALES.length);
    expect(new Set(pageCounts.values()).size).toBe(1);
    expect(pageCounts.get('nl')).toBeGreaterThan(1900);
  });

  it('issue 24 item 4: the compliance report finds exactly the listings the demo made to lack something, and why; their pages say "not entered"', async () => {
    const report = await complianceReportQuery(deps());
    expect(report.day).toBe('2026-11-21');
    expect(report.checked.FLANDERS + report.checked.WALLONIA + report.checked.BRUSSELS).toBeGreaterThan(1200);
    expect(report.listings.map((listing) => ({ id: Number(listing.id), region: listing.region, findings: listing.findings.map(({ item, problem }) => ({ item, problem })) }))).toEqual(
      expect.arrayContaining(demo.deliberateGaps.map(({ id, region, item, problem }) => ({ id, region, findings: [{ item, problem }] }))),
    );
    expect(report.listings).toHaveLength(demo.deliberateGaps.length);
    expect(report.counts.reduce((sum, count) => sum + count.count, 0)).toBe(demo.deliberateGaps.length);
    // Their pages say so: a missing mandatory item shows as 'Niet ingevuld', not as nothing.
    const missing = demo.deliberateGaps.filter((candidate) => candidate.problem === 'missing');
    expect(missing.length).toBeGreaterThan(0);
    for (const gap of missing) expect(gapRows.get(String(gap.id))?.get(LEGAL_ITEM_PATHS[gap.item][0])).toBe('');
  });
});
