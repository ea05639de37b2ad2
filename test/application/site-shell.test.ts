import { createCore } from '../../application/core';
import type { Menu } from '../../domain/site/site';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { SITE_FIXTURE } from '../fixtures/site';
import { aWorld } from './harness';

const main: Menu = {
  id: 1,
  type: 'main',
  items: [
    {
      id: 11,
      label: { nl: 'Aanbod', fr: 'Offre', en: 'Listings', de: 'Angebot' },
      url: { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' },
      children: [{ id: 111, label: { nl: 'Kopen', fr: 'Acheter' }, url: { nl: 'aanbod?trans=kopen' }, children: [] }],
    },
    { id: 12, label: { nl: 'Nieuws', en: '' }, url: { nl: 'https://blog.example/nl', fr: 'https://blog.example/fr' }, children: [] },
  ],
};

function shellCore() {
  const directory = new MemorySiteDirectory({ ...SITE_FIXTURE, menus: [main, ...SITE_FIXTURE.menus.filter((menu) => menu.type !== 'main')] });
  return createCore({ ...aWorld(), directory });
}

describe('issue 8: the shell carries the menus in the page language only', () => {
  it.each([
    ['fr', { label: { fr: 'Offre' }, url: { fr: 'offre' } }, { label: { fr: 'Acheter' }, url: { nl: 'aanbod?trans=kopen' } }, { label: { nl: 'Nieuws' }, url: { fr: 'https://blog.example/fr' } }],
    ['nl', { label: { nl: 'Aanbod' }, url: { nl: 'aanbod' } }, { label: { nl: 'Kopen' }, url: { nl: 'aanbod?trans=kopen' } }, { label: { nl: 'Nieuws' }, url: { nl: 'https://blog.example/nl' } }],
    // An empty text is the page language's (the footer shows it as it is); the header falls back to Dutch for it, so Dutch stays.
    ['en', { label: { en: 'Listings' }, url: { en: 'offer' } }, { label: { nl: 'Kopen' }, url: { nl: 'aanbod?trans=kopen' } }, { label: { en: '', nl: 'Nieuws' }, url: { nl: 'https://blog.example/nl' } }],
  ] as const)('in %s: each text in that language, Dutch only where it has none (the header and footer fall back to it)', async (locale, offer, buy, news) => {
    const shell = await shellCore().pages.shell({ locale });
    const [first, second] = shell.menus.main?.items ?? [];
    expect(first).toEqual({ id: 11, ...offer, children: [{ id: 111, ...buy, children: [] }] });
    expect(second).toEqual({ id: 12, ...news, children: [] });
  });

  it('the footer menu too; no menu stays no menu', async () => {
    const shell = await shellCore().pages.shell({ locale: 'de' });
    expect(shell.menus.footer?.items.map((item) => [item.label, item.url])).toEqual([[{ nl: 'Privacy' }, { nl: 'privacy-verklaring' }]]);
    await expect(aWorld().core.pages.shell({ locale: 'de' })).resolves.toMatchObject({ menus: { main: null, footer: null } });
  });
});
