/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { Core } from '../../application/core';
import { MAX_SEARCH_SIZE } from '../../application/queries/search-estates';
import type { ListCard } from '../../domain/display/list-card';
import { buildSearchBody } from '../../domain/search/search-body';
import { PAGE_SIZE } from '../../domain/search/pagination';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { ServicesProvider } from '../../ui/bridge/services';
import { cardLine, runCli } from '../../ui/cli/run-cli';
import { CLI_TEXTS } from '../../ui/cli/cli-texts';
import { EstateGrid } from '../../ui/components/list/estate-grid';
import { intlFor } from '../../ui/i18n/intl';
import { demoCore, openDemoCatalogue } from '../support/demo-catalogue';
import { firstText as first } from '../support/html-text';
import { aBrowser } from '../ui/support/browser-services';

/**
 * Issue 19 item 1 (list side), headless over EVERY estate of the embedded demo (as `npm start` seeds it) in four
 * languages, through the core as the site composes it (§5 bound): the cards the core makes are what the web draws
 * (EstateCard, from the cards of the view React renders: the list's, and the search's that "load more", the map and
 * the favourites render) and what the terminal's `list` prints, with the same title and price line.
 */
const SLOW = 600_000;

/** What a card says of an estate: its title and its price line ('status · price', as the terminal writes it). */
interface Shown {
  readonly id: string;
  readonly title: string;
  readonly price: string;
}

/** Each card of the web's HTML: its favourite toggle's id aside, the title of its heading, its status and its price. */
function webShows(html: string, ids: readonly string[]): Shown[] {
  return html
    .split('<article class="estate-card">')
    .slice(1)
    .map((card, index) => ({
      id: ids[index] ?? '',
      title: first(card, /<h3 class="estate-card__title">(.*?)<\/h3>/),
      price: [first(card, /<p class="estate-card__status status-badge">(.*?)<\/p>/), first(card, /<p class="estate-card__price">(.*?)<\/p>/)].filter(Boolean).join(' · '),
    }));
}

/** The terminal's line of a card starts with its id, its title and its price line (then its facts). */
const cliStarts = ({ id, title, price }: Shown): string => `${`#${id}`.padEnd(8)}  ${title}${price ? `  ·  ${price}` : ''}`;

describe('issue 19 item 1: every card of the embedded demo catalogue, web and terminal, in four languages', () => {
  let embedded: EmbeddedCatalogue;
  let core: Core;

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
    core = demoCore(embedded);
  }, SLOW);
  afterAll(() => embedded?.close(), SLOW);

  /** Every card the browser's search answers in a language ("load more", the map, the favourites): all its pages. */
  async function everyCard(locale: Locale): Promise<ListCard[]> {
    const cards: ListCard[] = [];
    for (let from = 0; ; from += MAX_SEARCH_SIZE) {
      const result = await core.queries.search({ locale, body: buildSearchBody({ filter: {}, from, size: MAX_SEARCH_SIZE }) });
      if (result.kind !== 'page') throw new Error(result.kind);
      cards.push(...result.view.cards);
      if (result.view.cards.length === 0 || cards.length >= result.view.total) return cards;
    }
  }

  /** The web's grid of these cards, rendered as the server renders it (in a router, with the tab's services). */
  const webGrid = (cards: readonly ListCard[], locale: Locale): string =>
    renderToString(
      <ServicesProvider services={aBrowser({ locale })}>
        <RawIntlProvider value={intlFor(locale)}>
          <MemoryRouter>
            <EstateGrid estates={cards} />
          </MemoryRouter>
        </RawIntlProvider>
      </ServicesProvider>,
    );

  it.each(LOCALES)('%s: the web draws and the terminal prints every card with the same title and price line, the core\'s', async (locale) => {
    const cards = await everyCard(locale);
    const web: Shown[] = [];
    for (let from = 0; from < cards.length; from += MAX_SEARCH_SIZE) {
      const chunk = cards.slice(from, from + MAX_SEARCH_SIZE);
      web.push(...webShows(webGrid(chunk, locale), chunk.map(({ card }) => card.id)));
    }
    const differences: string[] = [];
    cards.forEach(({ card }, index) => {
      const expected: Shown = { id: card.id, title: card.title, price: card.priceSummary };
      const drawn = web[index];
      if (JSON.stringify(drawn) !== JSON.stringify(expected)) differences.push(`web ${card.id}: ${JSON.stringify({ drawn, expected })}`);
      const line = cardLine(card, CLI_TEXTS[locale]);
      if (!line.startsWith(cliStarts(expected))) differences.push(`cli ${card.id}: ${JSON.stringify({ line, expected })}`);
    });
    expect(differences.slice(0, 5)).toEqual([]);
    // Not vacuous: the whole demo, each price line kind it has among it (it prices every estate on offer).
    expect(web).toHaveLength(cards.length);
    expect(cards.length).toBeGreaterThan(1000);
    expect(new Set(cards.map(({ card }) => card.priceLine.kind))).toEqual(new Set(['sale', 'rent', 'rented', 'sold']));
  }, SLOW);

  it.each(LOCALES)('%s: the list view\'s cards are the search\'s, and `npm run cli -- list` prints exactly them', async (locale) => {
    const result = await core.pages.list({ locale, filter: {}, grouping: null });
    if (result.kind !== 'page') throw new Error(result.kind);
    const { cards } = result.view;
    const searched = await core.queries.search({ locale, body: buildSearchBody({ filter: {}, from: 0, size: PAGE_SIZE }) });
    expect(searched.kind === 'page' && searched.view.cards).toEqual(cards);
    const lines: string[] = [];
    expect(await runCli(['list', '--lang', locale], core, (line) => lines.push(line))).toBe(0);
    expect(lines.slice(1, 1 + cards.length)).toEqual(cards.map(({ card }) => cardLine(card, CLI_TEXTS[locale])));
    expect(cards).toHaveLength(PAGE_SIZE);
  }, SLOW);
});
