import type { Estate } from '../../domain/estate/estate';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { estateKind } from '../../domain/routing/estate-kind';
import { routePath, type RouteName } from '../../domain/routing/routes';
import { lastmodOf, type SitemapEntry } from '../../domain/routing/sitemap';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { BATCH, shownEstates } from '../shown-estates';
import { page, pageQuery, type PageResult } from './page-result';

/** What the sitemaps list (issue 12 item 7): every page a visitor may land on, with its address in every language. */
export interface SitemapView {
  readonly entries: readonly SitemapEntry[];
}

type Deps = Pick<CoreDeps, 'catalogue' | 'directory' | 'rentals' | 'logger'>;

const perLocale = (path: (locale: Locale) => string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, path(locale)])) as Record<Locale, string>;

/** A project's own units (not the project itself as the first of its group); those §5 hides never come. */
const unitsOf = (project: Estate): readonly Estate[] => (project.children ?? []).filter((unit) => unit.general.id !== project.general.id);

/** An estate's and its units' addresses in every language: the search answers each language with its own names (slugs). */
async function estateEntries(deps: Deps): Promise<SitemapEntry[]> {
  const byLocale = await Promise.all(LOCALES.map(async (locale) => [locale, await shownEstates(deps, locale)] as const));
  const paths = new Map<string, { paths: Partial<Record<Locale, string>>; lastmod?: string }>();
  const add = (key: string, locale: Locale, path: string, lastmod: string | undefined) => {
    const entry = paths.get(key) ?? { paths: {}, ...(lastmod && { lastmod }) };
    entry.paths[locale] = path;
    paths.set(key, entry);
  };
  for (const [locale, estates] of byLocale) {
    for (const estate of estates) {
      const lastmod = lastmodOf(estate.general.publicationDate);
      add(String(estate.general.id), locale, estateDetailPath(estate, locale), lastmod);
      if (estateKind(estate) !== 'project') continue;
      for (const unit of unitsOf(estate)) {
        const asUnit: Estate = { ...unit, general: { ...unit.general, parentId: estate.general.id } };
        add(`${estate.general.id}/${unit.general.id}`, locale, estateDetailPath(asUnit, locale, estate), lastmodOf(unit.general.publicationDate) ?? lastmod);
      }
    }
  }
  // An estate that one language's search missed (published meanwhile) waits for the next sitemap.
  return [...paths.values()].filter((entry): entry is SitemapEntry => LOCALES.every((locale) => entry.paths[locale]));
}

async function rentalEntries({ rentals }: Deps): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let from = 0; ; from += BATCH) {
    const { total, results } = await rentals.search({ from, size: BATCH });
    entries.push(...results.map((unit) => ({ paths: perLocale((locale) => routePath('rentalUnit', locale, { rentalUnitId: unit.id })) })));
    if (results.length === 0 || from + BATCH >= total) return entries;
  }
}

/** The site's own pages; the privacy statement and terms only when the agency wrote them. */
async function pageEntries({ directory }: Deps): Promise<SitemapEntry[]> {
  const cms = new Set((await directory.pages()).filter((cmsPage) => Object.values(cmsPage.body).some(Boolean)).map((cmsPage) => cmsPage.key));
  // Issue 20: the contact page is one a visitor lands on from a search engine too.
  const names: RouteName[] = ['home', 'list', 'holidayList', 'notarySales', 'contact', 'subscribe', ...(['privacy', 'terms'] as const).filter((key) => cms.has(key))];
  return names.map((name) => ({ paths: perLocale((locale) => routePath(name, locale)) }));
}

/**
 * Issue 12 item 7: every visible estate, project unit, holiday rental and page of the site. Statuses the site
 * hides (§5) are never listed, neither as estates nor as units of a project.
 */
export function sitemap(deps: Deps, _input: Record<string, never> = {}): Promise<PageResult<SitemapView>> {
  return pageQuery(deps.logger, 'the sitemap', async () => {
    const [pages, estates, rentals] = await Promise.all([pageEntries(deps), estateEntries(deps), rentalEntries(deps)]);
    return page({ entries: [...pages, ...estates, ...rentals] });
  });
}
