/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MetaDescriptor } from 'react-router';
import { estateId, type Estate } from '../../domain/estate/estate';
import { meta } from '../../ui/routes/list';
import { FIXTURE_ESTATES } from '../fixtures/estates';
import { SITE_FIXTURE } from '../fixtures/site';
import { aListWorld, queryOf } from './support/list-page-world';

/** A house for sale in Gent; higher ids are newer, so the default sort lists them first. */
function aHouse(id: number): Estate {
  return {
    general: {
      id: estateId(id),
      headType: { id: 1 },
      subType: { id: 101 },
      transaction: { id: 1, name: 'Te koop' },
      publicationDate: new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString(),
    },
    address: { city: { id: 11, name: 'Gent', zip: '9000' }, country: { id: 'BE' } },
    price: { value: 200_000 + id * 1000 },
  };
}

const houses = (count: number) => Array.from({ length: count }, (_, index) => aHouse(index + 1));
const cards = () => screen.queryAllByRole('article');
const results = () => screen.getByRole('region', { name: /panden?$/ });
const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

async function openList(estates: readonly Estate[], search = '', hiddenStatus: readonly number[] = []) {
  const world = aListWorld({ estates, hiddenStatus });
  const opened = world.open(search);
  render(opened.ui);
  await screen.findByRole('search');
  return { ...world, ...opened };
}

describe('§4 §9 the list: pages of 15, the result count, "show more"', () => {
  it('§9 the first page holds 15 cards; the count and "15 van 23" say how many there are', async () => {
    await openList(houses(23));
    expect(cards()).toHaveLength(15);
    expect(screen.getByRole('heading', { level: 2, name: '23 panden' })).toBeTruthy();
    expect(screen.getByText('15 van 23 getoond')).toBeTruthy();
    // The first card is the largest paint: only its image is fetched eagerly.
    expect(cards().map((card) => card.querySelector('img')!.getAttribute('loading'))).toEqual(['eager', ...Array(14).fill('lazy')]);
  });

  it('§4 "Toon meer" shows progress (busy, skeleton cards, a progress text), appends the next page and announces it', async () => {
    const { router } = await openList(houses(23));
    const more = screen.getByRole('link', { name: 'Toon meer' });
    fireEvent.click(more);
    expect(results().getAttribute('aria-busy')).toBe('true');
    expect(results().querySelectorAll('.estate-card--skeleton')).toHaveLength(3);
    expect(screen.getByText('Meer panden laden…')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(results().getAttribute('aria-busy')).toBe('false');
    expect(results().querySelectorAll('.estate-card--skeleton')).toHaveLength(0);
    expect(screen.getByText('23 van 23 getoond')).toBeTruthy();
    expect(liveRegion().textContent).toBe('8 panden bijgeladen, 23 van 23 getoond.');
    // Issue 13 item 8: the address says how many pages are shown, in place of the first page's.
    await waitFor(() => expect(queryOf(router)).toBe('?pages=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(cards()).toHaveLength(23);
    // §4 more pages exist only while fewer than the total are loaded.
    expect(screen.queryByRole('link', { name: 'Toon meer' })).toBeNull();
  });

  it('issue 13 item 8: an address with ?pages=2 shows 30 cards; "Toon meer" is a link to the next page\'s first card, which has its id', async () => {
    await openList(houses(40), '?trans=kopen&pages=2');
    expect(cards()).toHaveLength(30);
    expect(screen.getByText('30 van 40 getoond')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toon meer' }).getAttribute('href')).toBe('/nl/aanbod?trans=kopen&pages=3#result-31');
    expect(document.getElementById('result-16')?.textContent).toBe(cards()[15]!.textContent);
    expect(document.querySelectorAll('.card-grid__item[id]')).toHaveLength(1);
  });

  it('§2 offers to keep the visitor informed about this very search', async () => {
    await openList(houses(3), '?trans=kopen&type=1&price-max=500000');
    const link = screen.getByRole('link', { name: 'Hou me op de hoogte van deze zoekopdracht' });
    expect(link.getAttribute('href')).toBe('/nl/hou-me-op-de-hoogte?trans=kopen&type=1&price-max=500000');
  });

  it('§4 with no more than one page there is nothing to show more of', async () => {
    await openList(houses(15));
    expect(cards()).toHaveLength(15);
    expect(screen.queryByRole('link', { name: 'Toon meer' })).toBeNull();
  });

  it('§4 a failed next page says so and keeps the button to try again', async () => {
    const { catalogue } = await openList(houses(23));
    catalogue.failWith = new Error('Bad Gateway');
    fireEvent.click(screen.getByRole('link', { name: 'Toon meer' }));
    await waitFor(() => expect(liveRegion().textContent).toBe('Meer panden laden is mislukt. Probeer het opnieuw.'));
    expect(cards()).toHaveLength(15);
    expect(screen.getByText('Meer panden laden is mislukt. Probeer het opnieuw.', { selector: '.load-more__error' })).toBeTruthy();
    catalogue.failWith = null;
    fireEvent.click(screen.getByRole('link', { name: 'Toon meer' }));
    await waitFor(() => expect(cards()).toHaveLength(23));
  });

  it('§4 new filters reload the list from the first page and the new count is announced', async () => {
    const { router } = await openList(FIXTURE_ESTATES);
    expect(liveRegion().textContent).toBe('');
    fireEvent.click(within(screen.getByRole('search')).getByRole('radio', { name: 'Te huur' }));
    await waitFor(() => expect(queryOf(router)).toBe('?trans=huren'));
    await waitFor(() => expect(liveRegion().textContent).toBe('2 panden gevonden'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Te huur');
  });
});

describe('§5 §8 what the list never shows, and how it fails', () => {
  it('§5 estates with a hidden status are never shown nor counted', async () => {
    await openList(FIXTURE_ESTATES, '', [5]);
    expect(screen.getByRole('heading', { level: 2, name: '9 panden' })).toBeTruthy();
    expect(cards().some((card) => card.textContent?.includes('Verkocht'))).toBe(false);
  });

  it('§8 a failing backend gives a friendly message with a retry link, answered as 503 (not a 500 page)', async () => {
    const world = aListWorld({ estates: FIXTURE_ESTATES });
    world.catalogue.failWith = new Error('Bad Gateway');
    const answer = (await world.loadPage('https://immo.test/nl/aanbod?trans=kopen')) as unknown as {
      data: { failed: boolean };
      init: { status: number };
    };
    expect([answer.data.failed, answer.init.status]).toEqual([true, 503]);

    render(world.open('?trans=kopen').ui);
    expect(await screen.findByText('Het aanbod kan nu niet geladen worden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe('/nl/aanbod?trans=kopen');
    expect(screen.queryByRole('link', { name: 'Toon meer' })).toBeNull();
    expect(world.logger.errors.map((entry) => entry.message)).toEqual(['Loading filter values failed', 'Loading filter values failed']);
  });

  it('§2 no match: says so and offers to clear the filters', async () => {
    await openList(FIXTURE_ESTATES, '?type=3&trans=huren');
    expect(screen.getByText('Geen panden gevonden')).toBeTruthy();
    expect(within(results()).getByRole('link', { name: 'Wis alle filters' }).getAttribute('href')).toBe('/nl/aanbod');
  });
});

describe('§2 the page as search engines see it', () => {
  async function metaOf(search: string, locale: 'nl' | 'fr' = 'nl') {
    const world = aListWorld({ estates: FIXTURE_ESTATES, locale });
    const path = { nl: '/nl/aanbod', fr: '/fr/offre' }[locale];
    const answer = (await world.loadPage(`https://immo.test${path}${search}`)) as unknown as { data: unknown };
    const root = { locale, origin: 'https://immo.test', site: SITE_FIXTURE.site, translations: {}, menus: { main: null, footer: null } };
    const tags = meta({
      data: answer.data,
      loaderData: answer.data,
      matches: [{ id: 'root', data: root, loaderData: root }],
    } as never) as MetaDescriptor[];
    const find = (name: string) => tags.find((tag) => 'name' in tag && tag.name === name) as { content: string } | undefined;
    return {
      title: (tags.find((tag) => 'title' in tag) as { title: string }).title,
      description: find('description')?.content,
      robots: find('robots'),
    };
  }

  it.each([
    ['nl', '?trans=kopen&city=11', 'Te koop in Gent | Immo Demo', 'Te koop in Gent: 3 panden in ons aanbod.'],
    ['fr', '?trans=huren', 'À louer | Immo Demo', 'À louer : 2 biens dans notre offre.'],
    ['nl', '', 'Ons aanbod | Immo Demo', 'Ons aanbod: 10 panden in ons aanbod.'],
  ] as const)('§2 a localised title and description, indexable (%s %s)', async (locale, search, title, description) => {
    const tags = await metaOf(search, locale);
    expect(tags.title).toBe(title);
    expect(tags.description?.startsWith(description)).toBe(true);
    expect(tags.robots).toBeUndefined();
  });

  it('§2 a city with no results for the filters is still named from its own filter values', async () => {
    const tags = await metaOf('?trans=huren&city=14');
    expect(tags.title).toBe('Te huur in Luik | Immo Demo');
  });
});
