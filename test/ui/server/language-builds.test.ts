import type { ServerBuild } from 'react-router';
import { ROUTE_NAMES, routePattern } from '../../../domain/routing/routes';
import { LOCALES } from '../../../domain/shared/locale';
import { languageBuild, languageBuilds, languageOfPath } from '../../../ui/server/language-builds';

/** The route table of ui/routes.ts as a server build lists it: the root, '/', every page in every language, '*'. */
function aBuild(): ServerBuild {
  const entries: [string, { id: string; parentId?: string; path?: string }][] = [
    ['root', { id: 'root', path: '' }],
    ['language-redirect', { id: 'language-redirect', parentId: 'root', path: '/' }],
    ...LOCALES.flatMap((locale) =>
      ROUTE_NAMES.map((name): [string, { id: string; parentId: string; path: string }] => [
        `${name}-${locale}`,
        { id: `${name}-${locale}`, parentId: 'root', path: routePattern(name, locale) },
      ]),
    ),
    ['not-found', { id: 'not-found', parentId: 'root', path: '*' }],
  ];
  const routes = Object.fromEntries(entries.map(([id, route]) => [id, { ...route, module: {} }]));
  const manifest = Object.fromEntries(entries.map(([id, route]) => [id, { ...route, module: `/assets/${id}.js`, hasLoader: true }]));
  return { routes, assets: { routes: manifest, version: 'v1', url: '/assets/manifest.js', entry: { module: '/e.js', imports: [] } }, publicPath: '/' } as unknown as ServerBuild;
}

describe('issue 8: each language answered by a build of its own routes', () => {
  it.each([
    ['/nl/aanbod', 'nl'],
    ['/fr', 'fr'],
    ['/de/angebot/12/x', 'de'],
    ['/en/offer.data', 'en'],
    ['/', null],
    ['/__manifest', null],
    ['/xx/foo', null],
    ['/nlx/aanbod', null],
  ] as const)('%s is answered by the routes of %s (null: the whole build)', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it.each(LOCALES)('the %s build keeps the root, "/", "*" and that language\'s pages (§2 route table), in the server routes and the manifest', (locale) => {
    const build = aBuild();
    const narrowed = languageBuild(build, locale);
    const expected = ['root', 'language-redirect', ...ROUTE_NAMES.map((name) => `${name}-${locale}`), 'not-found'].sort();
    expect(Object.keys(narrowed.routes).sort()).toEqual(expected);
    expect(Object.keys(narrowed.assets.routes).sort()).toEqual(expected);
    expect(Object.keys(narrowed.routes)).toHaveLength(ROUTE_NAMES.length + 3);
    // Nothing else of the build changes: the same version, entry and manifest file for the browser.
    expect({ ...narrowed, routes: build.routes, assets: { ...narrowed.assets, routes: build.assets.routes } }).toEqual(build);
  });

  it('every page route of the whole build is in exactly one language build', () => {
    const build = aBuild();
    const { whole, byLanguage } = languageBuilds(build);
    expect(whole).toBe(build);
    const shared = ['root', 'language-redirect', 'not-found'];
    const pages = [...byLanguage.values()].flatMap((narrowed) => Object.keys(narrowed.routes).filter((id) => !shared.includes(id)));
    expect(pages.sort()).toEqual(Object.keys(build.routes).filter((id) => !shared.includes(id)).sort());
  });
});
