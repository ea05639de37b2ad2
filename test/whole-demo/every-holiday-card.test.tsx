/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { Core } from '../../application/core';
import type { PageResult } from '../../application/pages/page-result';
import type { RentalCard } from '../../domain/rental/rental-card';
import { LOCALES } from '../../domain/shared/locale';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { RentalUnitView } from '../../ui/components/flows/rental-unit-view';
import { intlFor } from '../../ui/i18n/intl';
import { HolidayCardView } from '../../ui/routes/holiday-list';
import { demoCore, openDemoCatalogue } from '../support/demo-catalogue';
import { firstText as first } from '../support/html-text';

/**
 * Issue 19 item 1 (holiday side), headless over EVERY holiday home of the embedded demo in four languages: the
 * holiday list's card, its map's line and the unit's page carry the core's one title; the card's price line is the
 * unit page's first free period (its days dd/mm/yyyy, the stay's price); the web renders exactly those values.
 */
const SLOW = 120_000;

const viewOf = <V,>(result: PageResult<V>): V => {
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.view;
};

describe('issue 19 item 1: every holiday card of the embedded demo catalogue, in four languages', () => {
  let embedded: EmbeddedCatalogue;
  let core: Core;

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
    core = demoCore(embedded);
  }, SLOW);

  afterAll(async () => {
    await embedded?.close();
  });

  it.each(LOCALES)('%s: card, map line and unit page share the title; the card\'s price line is the page\'s first free period; the web shows them', async (locale) => {
    const intl = intlFor(locale);
    const render = (node: React.ReactNode): string =>
      renderToStaticMarkup(
        <RawIntlProvider value={intl}>
          <MemoryRouter>{node}</MemoryRouter>
        </RawIntlProvider>,
      );
    const list = viewOf(await core.pages.holidayList({ locale, search: { pages: 20, view: 'list' } }));
    const map = viewOf(await core.pages.holidayList({ locale, search: { pages: 1, view: 'map' } })).map!;
    const onMap = new Map<number, RentalCard>([...map.towns.flatMap((town) => town.units), ...map.unplaced].map((card) => [card.id, card]));
    const differences: string[] = [];
    let priced = 0;
    for (const card of list.cards) {
      const page = viewOf(await core.pages.rentalUnit({ locale, rentalUnitId: String(card.id) }));
      const earliest = page.periods[0];
      const expected = earliest && { start: earliest.start, end: earliest.end, price: earliest.price };
      if (JSON.stringify(card.nextPeriod) !== JSON.stringify(expected)) differences.push(`price line ${card.id}: ${JSON.stringify({ card: card.nextPeriod, expected })}`);
      if (card.nextPeriod) priced += 1;
      const mapped = onMap.get(card.id);
      if (page.about.title !== card.title || mapped?.title !== card.title || mapped.href !== card.href) differences.push(`title ${card.id}: ${JSON.stringify([card.title, page.about.title, mapped?.title])}`);

      const web = render(<HolidayCardView card={card} />);
      const period = card.nextPeriod
        ? intl.formatMessage({ id: 'holiday.card.nextPeriod' }, { start: card.nextPeriod.start, end: card.nextPeriod.end, price: card.nextPeriod.price })
        : intl.formatMessage({ id: 'holiday.card.noPeriod' });
      const shown = [first(web, /<h2 class="holiday-card__title">(.*?)<\/h2>/), first(web, /<p class="holiday-card__period">(.*?)<\/p>/)];
      if (JSON.stringify(shown) !== JSON.stringify([card.title, period])) differences.push(`web card ${card.id}: ${JSON.stringify({ shown, expected: [card.title, period] })}`);
      const heading = first(render(<RentalUnitView about={page.about} locale={locale} />), /<h1 id="flow-title">(.*?)<\/h1>/);
      if (heading !== card.title) differences.push(`web page ${card.id}: ${heading}`);
    }
    expect(differences.slice(0, 5)).toEqual([]);
    // Not vacuous: every holiday home of the demo, on the list and the map, most with a free period to show.
    expect(list.cards.length).toBe(list.total);
    expect(onMap.size).toBe(list.total);
    expect(list.total).toBeGreaterThanOrEqual(25);
    expect(priced).toBeGreaterThan(list.total / 2);
    const written = list.cards.flatMap((card) => (card.nextPeriod ? [card.nextPeriod] : []));
    expect(written.every(({ start, end, price }) => [start, end].every((day) => /^\d\d\/\d\d\/\d{4}$/.test(day)) && /^€ \d{1,3}(\.\d{3})*$/.test(price))).toBe(true);
  }, SLOW);
});
