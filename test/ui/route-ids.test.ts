import { matchRoutes } from 'react-router';
import routes from '../../ui/routes';
import { routeIdOfPath } from '../../ui/route-ids';

/** The site's routes as React Router matches them: the root (no path) around every route of ui/routes.ts. */
const tree = [{ id: 'root', path: '', children: routes.map((route) => ({ id: route.id!, path: route.path })) }];
const known = Object.fromEntries([['root', true], ...routes.map((route) => [route.id!, true])]);

/** A path of each route with its parameters filled in, and every parent path of it (what a partial manifest matches). */
const concrete = routes.filter((route) => route.path !== '*').map((route) => route.path!.replace(/:[^/]+/g, '123'));
const parents = concrete.flatMap((path) => {
  const segments = path.split('/').filter(Boolean);
  return segments.map((_, i) => `/${segments.slice(0, i).join('/')}`);
});
const paths = [...new Set([...concrete, ...parents, '/xx', '/nl/geen-pagina', '/fr/offre/123/un-titre'])];

describe('issue 8: the routes of a partial manifest, by the §2 route table instead of React Router matchRoutes', () => {
  it.each(paths)('%s: the same route as React Router matches', (path) => {
    const leaf = matchRoutes(tree, path)?.at(-1)?.route.id;
    expect(routeIdOfPath(path, known)).toBe(leaf);
  });
});
