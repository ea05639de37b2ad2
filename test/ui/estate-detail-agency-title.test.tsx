/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { render, screen } from '@testing-library/react';
import type { MetaDescriptor } from 'react-router';
import type { Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import type { DetailPageData } from '../../ui/components/detail/detail-data';
import { meta } from '../../ui/routes/estate-detail';
import { SITE_FIXTURE } from '../fixtures/site';
import { HOUSE_IN_GENT } from './support/detail-estates';
import { aDetailWorld, ORIGIN } from './support/detail-world';

// Issue 12 item 3: the agency's title per language (§3 general.title) is the detail page's <h1>, <title> and
// og:title; '{subtype} in {city}' (§2) stays its fallback when the title is empty in that language (the
// fixture's subtype name is the backend's own, hence 'Huis' in every language).

const TITLED: Estate = { ...HOUSE_IN_GENT, general: { ...HOUSE_IN_GENT.general, title: { nl: 'Ruime gezinswoning met tuin', fr: '  ', en: 'Spacious family home in Ghent' } } };

async function pageIn(locale: Locale): Promise<{ world: ReturnType<typeof aDetailWorld>; data: DetailPageData; path: string }> {
  const world = aDetailWorld({ estates: [TITLED], locale });
  const first = await world.load(`/${locale}/${{ nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }[locale]}/1`);
  const path = 'thrown' in first ? new URL((first.thrown as Response).headers.get('Location')!, ORIGIN).pathname : '';
  const outcome = await world.load(path);
  if (!('data' in outcome)) throw new Error(`no page at ${path}`);
  return { world, data: outcome.data, path };
}

function metaOf(page: DetailPageData) {
  const root = { locale: page.locale, origin: ORIGIN, site: SITE_FIXTURE.site, translations: {}, menus: { main: null, footer: null } };
  const tags = meta({ data: page, loaderData: page, matches: [{ id: 'root', data: root, loaderData: root }] } as never) as MetaDescriptor[];
  const title = (tags.find((tag) => 'title' in tag) as { title: string }).title;
  const ogTitle = (tags.find((tag) => 'property' in tag && tag.property === 'og:title') as { content: string }).content;
  return { title, ogTitle };
}

describe('issue 12: the agency title on the detail page', () => {
  it.each([
    ['nl', 'Ruime gezinswoning met tuin'],
    ['en', 'Spacious family home in Ghent'],
    ['fr', 'Huis à Gand'],
    ['de', 'Huis in Gent'],
  ] as const)('§3 title per language (%s): <title> and og:title say "%s", blank or missing falls back to §2', async (locale, heading) => {
    const { data } = await pageIn(locale);
    expect(metaOf(data)).toEqual({ title: `${heading} | ${SITE_FIXTURE.site.name}`, ogTitle: heading });
  });

  it('§3 the agency title is the <h1>; the address and the §2 card title of similar estates are unchanged', async () => {
    const { world, path } = await pageIn('nl');
    render(world.open(path).ui);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ruime gezinswoning met tuin');
  });
});
