import type { SiteDirectory } from '../../application/ports/site-directory';
import { SITE_FIXTURE } from '../fixtures/site';
import type { SiteFixture } from '../fixtures/site';
import { useAdapter } from './adapter-under-test';
import type { MakeAdapter } from './adapter-under-test';

export type { SiteFixture };

const [MAIN_MENU, FOOTER_MENU, OTHER_FOOTER_MENU] = SITE_FIXTURE.menus;
const [PRIVACY_PAGE, TERMS_PAGE] = SITE_FIXTURE.pages;

export function describeSiteDirectoryContract(name: string, makeAdapter: MakeAdapter<SiteDirectory, SiteFixture>): void {
  describe(`SiteDirectory contract: ${name}`, () => {
    const directory = useAdapter(makeAdapter, SITE_FIXTURE, 'all');

    it('§7 site() gives the configured site with its settings (§1 hiddenStatus)', async () => {
      expect(await directory().site()).toEqual(SITE_FIXTURE.site);
    });

    it('§7 siteByHostname finds the site by any of its host names; another host gives null', async () => {
      expect(await directory().siteByHostname('immo-demo.be')).toEqual(SITE_FIXTURE.site);
      expect(await directory().siteByHostname('elders.example')).toBeNull();
    });

    it('§7 menu(type) and menu(type, id); an unknown menu gives null', async () => {
      expect(await directory().menu('main')).toEqual(MAIN_MENU);
      expect(await directory().menu('footer', 3)).toEqual(OTHER_FOOTER_MENU);
      expect(await directory().menu('footer', 2)).toEqual(FOOTER_MENU);
      expect(await directory().menu('sidebar')).toBeNull();
      expect(await directory().menu('main', 2)).toBeNull();
    });

    it('§7 pages(), page(id) and pageByUrl(url, locale); unknown ones give null', async () => {
      expect(await directory().pages()).toEqual(SITE_FIXTURE.pages);
      expect(await directory().page(2)).toEqual(TERMS_PAGE);
      expect(await directory().page(99)).toBeNull();
      expect(await directory().pageByUrl('declaration-de-confidentialite', 'fr')).toEqual(PRIVACY_PAGE);
      expect(await directory().pageByUrl('privacy-verklaring', 'nl')).toEqual(PRIVACY_PAGE);
      expect(await directory().pageByUrl('privacy-verklaring', 'fr')).toBeNull();
    });

    it('§7 entities() and entityItems(id): only the items of that entity; an unknown entity has none', async () => {
      expect(await directory().entities()).toEqual(SITE_FIXTURE.entities);
      expect(await directory().entityItems(1)).toEqual(SITE_FIXTURE.entityItems.filter((item) => item.entityId === 1));
      expect(await directory().entityItems(99)).toEqual([]);
    });

    it('§7 agreements(locale) gives the agreements in that language only', async () => {
      expect(await directory().agreements('fr')).toEqual(SITE_FIXTURE.agreements.filter((a) => a.locale === 'fr'));
      expect(await directory().agreements('de')).toEqual([]);
    });

    it('§7 estatePage(a, b) gives the landing page; an unknown pair gives null', async () => {
      const [{ id, title, query }] = SITE_FIXTURE.estatePages as [SiteFixture['estatePages'][number]];
      expect(await directory().estatePage('nieuwbouw', 'gent')).toEqual({ id, title, query });
      expect(await directory().estatePage('nieuwbouw', 'brugge')).toBeNull();
    });

    it('§7 asset(name, hash, version) gives the text; a missing asset rejects with status 404', async () => {
      expect(await directory().asset('logo.svg', 'abc123', '1')).toBe(SITE_FIXTURE.assets['logo.svg']);
      await expect(directory().asset('missing.css', 'abc123', '1')).rejects.toMatchObject({ status: 404 });
    });

    it('§7 translations(locale) gives the table of that language; a language without one gives {}', async () => {
      expect(await directory().translations('fr')).toEqual(SITE_FIXTURE.translations.fr);
      expect(await directory().translations('de')).toEqual({});
    });

    it('§7/§8 policy log and privacy statement are not implemented: they reject with status 500', async () => {
      await expect(directory().logPolicy({ event: 'consent' })).rejects.toMatchObject({ status: 500 });
      await expect(directory().privacyStatement('nl')).rejects.toMatchObject({ status: 500 });
    });
  });
}
