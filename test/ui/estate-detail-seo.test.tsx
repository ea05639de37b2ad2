/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type MetaDescriptor } from 'react-router';
import type { Estate } from '../../domain/estate/estate';
import type { DetailPageData } from '../../ui/components/detail/detail-data';
import { meta } from '../../ui/routes/estate-detail';
import { SITE_FIXTURE } from '../fixtures/site';
import { DETAIL_ESTATES, HOUSE_IN_GENT, HOUSE_PATH, PROJECT_PATH } from './support/detail-estates';
import { canonicalPathOf, openPage } from './support/detail-page-helpers';
import { aDetailWorld, ORIGIN } from './support/detail-world';

// §2 the estate page for search engines (meta, canonical, JSON-LD), §7 similar estates, and accessibility.

describe('§2 the page as search engines see it', () => {
  async function dataOf(path: string): Promise<DetailPageData> {
    const outcome = await aDetailWorld({ estates: DETAIL_ESTATES }).load(path);
    if (!('data' in outcome)) throw new Error(`no page at ${path}`);
    return outcome.data;
  }

  function metaOf(page: DetailPageData | undefined, error?: unknown) {
    const root = { locale: 'nl', origin: ORIGIN, site: SITE_FIXTURE.site, translations: {}, menus: { main: null, footer: null } };
    const args = { data: page, loaderData: page, error, matches: [{ id: 'root', data: root, loaderData: root }] };
    const tags = meta(args as never) as MetaDescriptor[];
    const find = (key: 'name' | 'property', value: string) =>
      (tags.find((tag) => key in tag && (tag as Record<string, string>)[key] === value) as { content: string } | undefined)?.content;
    return { title: (tags.find((tag) => 'title' in tag) as { title: string }).title, find };
  }

  it('§2 title and description in the page language, canonical og:url and the first photo as og:image', async () => {
    const page = await dataOf(HOUSE_PATH);
    expect(page.canonicalUrl).toBe(`${ORIGIN}${HOUSE_PATH}`);
    const tags = metaOf(page);
    expect(tags.title).toBe('Huis in Gent | Immo Demo');
    expect(tags.find('name', 'description')).toBe('Ruime gezinswoning met tuin in Gent.');
    expect(tags.find('property', 'og:url')).toBe(`${ORIGIN}${HOUSE_PATH}`);
    expect(tags.find('property', 'og:image')).toBe(`${ORIGIN}/assets/demo/1.svg`);
  });

  it.each([
    [404, 'Pagina niet gevonden | Immo Demo'],
    [503, 'Er ging iets mis | Immo Demo'],
  ])('§2 a page that cannot be shown (%s) is titled so and kept out of indexes', (status, title) => {
    const tags = metaOf(undefined, new ErrorResponseImpl(status, '', null));
    expect([tags.title, tags.find('name', 'robots')]).toEqual([title, 'noindex']);
  });

  it('§2 an unknown estate shows the not-found page with a way to the offer', async () => {
    render(aDetailWorld({ estates: DETAIL_ESTATES }).open('/nl/aanbod/999').ui);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar het aanbod' }).getAttribute('href')).toBe('/nl/aanbod');
  });

  function structuredData(): Record<string, unknown> {
    const script = document.querySelector('script[type="application/ld+json"]')!;
    return JSON.parse(script.innerHTML) as Record<string, unknown>;
  }

  it('§2 JSON-LD: a RealEstateListing with its price in EUR, address and coordinates', async () => {
    await openPage(HOUSE_PATH);
    expect(structuredData()).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Huis in Gent',
      url: `${ORIGIN}${HOUSE_PATH}`,
      image: [`${ORIGIN}/assets/demo/1.svg`, `${ORIGIN}/assets/demo/2.svg`, `${ORIGIN}/assets/demo/3.svg`],
      offers: { '@type': 'Offer', price: 450_000, priceCurrency: 'EUR' },
      about: {
        '@type': 'Residence',
        address: { streetAddress: 'Veldstraat 1', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' },
        geo: { latitude: 51.05, longitude: 3.72 },
      },
    });
  });

  it('§4 JSON-LD of a sold estate carries no price', async () => {
    await openPage(await canonicalPathOf(2));
    expect(structuredData().offers).toEqual(expect.not.objectContaining({ price: expect.anything() }));
  });

  it.each([
    ['to rent', 2, '', { price: 950, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', priceSpecification: { '@type': 'UnitPriceSpecification', price: 950, priceCurrency: 'EUR', unitCode: 'MON' } }],
    ['rented', 4, 'Verhuurd', { availability: 'https://schema.org/SoldOut' }],
  ] as const)('issue 20 item 1: an estate %s: its header says its rent per month (and "Verhuurd"); its JSON-LD a rent per month, or no longer on offer', async (_title, transaction, status, expected) => {
    const rent: Estate = { ...HOUSE_IN_GENT, general: { ...HOUSE_IN_GENT.general, transaction: { id: transaction } }, price: { value: 950 } };
    const world = aDetailWorld({ estates: [rent] });
    const outcome = await world.load('/nl/aanbod/1');
    const path = 'thrown' in outcome ? (outcome.thrown as Response).headers.get('Location')! : '';
    render(world.open(path).ui);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.detail-header__price')?.textContent).toBe('€ 950 per maand');
    expect(document.querySelector('.detail-header__status')?.textContent ?? '').toBe(status);
    expect(structuredData().offers).toEqual({ '@type': 'Offer', url: `${ORIGIN}${path}`, businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut', ...expected });
  });

  it('§3 a hidden address leaves the street out of the page, the slug and the JSON-LD', async () => {
    const hidden: Estate = { ...HOUSE_IN_GENT, address: { ...HOUSE_IN_GENT.address, visible: false } };
    const world = aDetailWorld({ estates: [hidden] });
    const outcome = await world.load('/nl/aanbod/1');
    const path = 'thrown' in outcome ? (outcome.thrown as Response).headers.get('Location')! : '';
    expect(path).toBe('/nl/aanbod/1/huis-te-koop-in-9000-gent');
    render(world.open(path).ui);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.detail-header__address')?.textContent).toBe('9000 Gent');
    expect(structuredData().about).toEqual({
      '@type': 'Residence',
      address: { '@type': 'PostalAddress', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' },
    });
  });
});

describe('§2 similar estates and accessibility', () => {
  it('§7 similar estates are listing cards (§2) linking to their own pages, without the estate itself', async () => {
    await openPage(HOUSE_PATH);
    const similar = screen.getByRole('region', { name: 'Vergelijkbare panden' });
    const cards = within(similar).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')!.textContent)).toEqual(['Huis in Luik', 'Huis in Gent', 'Huis in Gent']);
    expect(cards.map((card) => card.querySelector('h3 a')!.getAttribute('href')!.split('/')[3])).toEqual(['4', '7', '8']);
  });

  it('§8 similar estates that fail to load leave the page whole, and the failure is logged', async () => {
    const world = aDetailWorld({ estates: DETAIL_ESTATES });
    world.requests.similarEstates = async () => {
      throw new Error('Bad Gateway');
    };
    const outcome = await world.load(HOUSE_PATH);
    expect('data' in outcome && outcome.data.similar).toEqual([]);
    expect(world.logger.errors.map((entry) => entry.message)).toEqual(['Loading similar estates failed']);
  });

  it.each([
    ['a house', HOUSE_PATH],
    ['a project', PROJECT_PATH],
    ['a project unit', `${PROJECT_PATH}/11`],
  ])('axe finds no violation on %s (contrast is checked in Chromium)', async (_title, path) => {
    const { view } = await openPage(path);
    const rules = {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
    };
    expect((await axe.run(view.container, rules)).violations).toEqual([]);
  });
});

