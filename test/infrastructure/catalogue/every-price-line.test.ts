import { detailPage, type DetailView } from '../../../application/pages/detail-page';
import { withSiteVisibility } from '../../support/site-ports';
import { MAX_SEARCH_SIZE, searchEstates } from '../../../application/queries/search-estates';
import { listingCard } from '../../../domain/display/listing-card';
import { priceText } from '../../../domain/display/price-line';
import { enumLabel } from '../../../domain/enumerations/enumeration';
import { STATUS } from '../../../domain/enumerations/status';
import type { Estate } from '../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../domain/estate/estate-status';
import { projectFromPrice } from '../../../domain/estate/project-price';
import { estateDetailPath } from '../../../domain/routing/estate-detail-path';
import { estateKind, parentIdOf } from '../../../domain/routing/estate-kind';
import { buildSearchBody } from '../../../domain/search/search-body';
import { LOCALES, type Locale } from '../../../domain/shared/locale';
import type { EmbeddedCatalogue } from '../../../infrastructure/catalogue/server/embedded-catalogue';
import { FixedClock } from '../../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../../infrastructure/memory/memory-logger';
import { DEMO_TODAY, openDemoCatalogue } from '../../support/demo-catalogue';

/**
 * Issue 20 item 1 (and issue 22 item 3's example), headless over EVERY estate of the embedded demo (as `npm start`
 * seeds it) in all four languages: every card and detail view of a TO_RENT or RENTED estate says its rent per
 * month, every RENTED one carries its status label, every sold one shows no price (§2 listing card, §4).
 */
const SLOW = 300_000;
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
const label = (id: number, locale: Locale) => enumLabel(STATUS, id, locale);

/** What the rule says a price place shows; the words a front-end writes there, as it writes them. */
interface Shown {
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
function breaches(shown: readonly Shown[], locale: Locale): string[] {
  const found: string[] = [];
  for (const { what, transaction, price, statusLabel, projectRent, unlabelled } of shown) {
    const rent = projectRent ?? isRent(transaction);
    if (isSoldId(transaction)) {
      if (price !== undefined) found.push(`${what}: sold, shows a price "${price}"`);
      if (!unlabelled && statusLabel !== label(transaction as number, locale)) found.push(`${what}: sold, label "${statusLabel}"`);
      continue;
    }
    if (rent && !(price !== undefined && PER_MONTH[locale].test(price))) found.push(`${what}: a rent, shows "${price}"`);
    if (!rent && price !== undefined && NO_PERIOD.test(price)) found.push(`${what}: a sale, shows "${price}"`);
    if (unlabelled) continue;
    if (transaction === TRANSACTION_ID.RENTED && projectRent === undefined && statusLabel !== label(TRANSACTION_ID.RENTED, locale)) {
      found.push(`${what}: rented, label "${statusLabel}"`);
    }
    if (transaction !== TRANSACTION_ID.RENTED && projectRent === undefined && statusLabel !== undefined) found.push(`${what}: on offer, label "${statusLabel}"`);
  }
  return found;
}

describe('issue 20 item 1, §2 §4: every estate of the embedded demo catalogue, in every language, shows its price line', () => {
  let embedded: EmbeddedCatalogue;
  const clock = new FixedClock(DEMO_TODAY);
  // The ports as the site's core sees them: §5 bound (application/visible-catalogue.ts).
  const deps = () => ({ ...withSiteVisibility(embedded.adapters), clock, logger: new MemoryLogger() });

  /** Every card the site shows (§5 applied), as the browser's "load more" gets them: all pages of the search. */
  async function everyCard(locale: Locale): Promise<readonly Estate[]> {
    const cards: Estate[] = [];
    for (let from = 0; ; from += MAX_SEARCH_SIZE) {
      const result = await searchEstates(deps(), { locale, body: buildSearchBody({ filter: {}, from, size: MAX_SEARCH_SIZE }) });
      if (result.kind !== 'page') throw new Error(result.kind);
      cards.push(...result.view.results);
      if (cards.length >= result.view.total || result.view.results.length === 0) return cards;
    }
  }

  async function view(locale: Locale, estate: Estate, project?: Estate): Promise<DetailView> {
    const path = estateDetailPath(estate, locale, project);
    const ids = project ? { estateId: String(project.general.id), entityId: String(estate.general.id) } : { estateId: String(estate.general.id) };
    const result = await detailPage(deps(), { locale, origin: 'http://x', path, search: '', ...ids });
    if (result.kind !== 'page') throw new Error(`${path}: ${result.kind}`);
    return result.view;
  }

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
  }, SLOW);
  afterAll(() => embedded?.close());

  it.each(LOCALES)('%s: every card of the list says a rent per month, a rented one "rented", a sold one no price', async (locale) => {
    const cards = await everyCard(locale);
    expect(cards.length).toBeGreaterThan(1000);
    const shown = cards.map((estate): Shown => {
      const card = listingCard(estate, locale);
      const project = estateKind(estate) === 'project';
      return {
        what: `card ${card.id}`,
        transaction: transactionOf(estate),
        price: card.price,
        statusLabel: card.statusLabel,
        ...(project && !isSoldId(transactionOf(estate)) && { projectRent: projectFromPrice(estate).rent }),
      };
    });
    // The demo has each case, so that the rule is proved on each.
    const counts = (id: number) => cards.filter((estate) => estateKind(estate) !== 'project' && transactionOf(estate) === id).length;
    expect([counts(TRANSACTION_ID.TO_RENT), counts(TRANSACTION_ID.RENTED), counts(TRANSACTION_ID.SOLD)].every((n) => n > 20)).toBe(true);
    expect(breaches(shown, locale)).toEqual([]);
  }, SLOW);

  it.each(LOCALES)(
    '%s: every detail page of a property to rent, rented or sold, every project and each of its units says the same',
    async (locale) => {
      const cards = await everyCard(locale);
      const properties = cards.filter((estate) => estateKind(estate) !== 'project' && (isRent(transactionOf(estate)) || isSoldId(transactionOf(estate))));
      const projects = cards.filter((estate) => estateKind(estate) === 'project');
      const shown: Shown[] = [];
      let financialRows = 0;
      for (const estate of properties) {
        const page = await view(locale, estate);
        shown.push({ what: `detail ${estate.general.id}`, transaction: transactionOf(estate), price: priceText(page.priceLine, locale), statusLabel: page.priceLine.statusLabel });
        // The financial section's price row of the view, where the estate states one (§5: not under the VAT regime).
        const row = page.legal.find((section) => section.id === 'financial')?.rows.find((candidate) => candidate.key === 'fields.financial.price');
        if (row || isSoldId(transactionOf(estate))) shown.push({ what: `financial ${estate.general.id}`, transaction: transactionOf(estate), price: row?.value, statusLabel: undefined, unlabelled: true });
        if (row) financialRows += 1;
      }
      let units = 0;
      for (const project of projects) {
        const page = await view(locale, project);
        const transaction = transactionOf(project);
        shown.push({
          what: `project ${project.general.id}`,
          transaction,
          price: priceText(page.priceLine, locale),
          statusLabel: page.priceLine.statusLabel,
          ...(!isSoldId(transaction) && { projectRent: projectFromPrice(page.estate).rent }),
        });
        // Each unit's row in its project's table, and each unit to rent, rented or sold on its own page.
        const byId = new Map((page.estate.children ?? []).map((unit) => [String(unit.general.id), unit]));
        for (const row of page.units) {
          const unit = byId.get(row.id) as Estate;
          expect(parentIdOf(unit) ?? project.general.id).toBe(project.general.id);
          shown.push({ what: `unit row ${row.id}`, transaction: transactionOf(unit), price: row.price, statusLabel: row.statusLabel });
          if (!isRent(transactionOf(unit)) && !isSoldId(transactionOf(unit))) continue;
          const own = await view(locale, unit, project);
          shown.push({ what: `unit ${row.id}`, transaction: transactionOf(unit), price: priceText(own.priceLine, locale), statusLabel: own.priceLine.statusLabel });
          units += 1;
        }
      }
      expect([properties.length, projects.length, units, financialRows].every((n) => n > 10)).toBe(true);
      expect(breaches(shown, locale)).toEqual([]);
    },
    SLOW,
  );
});
