import { useContext, type ContextType } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import { routeIdOfPath } from '../../route-ids';

/**
 * Starts the page's scripts once the page has painted (issue 8: LCP ≤ 1.8 s). Run in the browser as a classic
 * inline script after the page's HTML: once the browser reports the first contentful paint on screen and, when the
 * page has a high-priority image still loading (the first card, the detail's photo: its largest paint), that
 * image's largest paint, it imports the client entry, which loads the route modules it names and the page's messages,
 * then hydrates (ui/entry.client.tsx), and announces the other modules the page hydrates with (modulepreload: one
 * round trip for all of them, as React Router's own <Scripts> does from the head), four a task: each costs the
 * browser a fetch set up, ≈ 3 ms at Lighthouse's 4× CPU, and the fifteen of the list page in one task were one of
 * its long tasks (64 ms, issue 23 item 1). `open` counts the conditions still to come. The paints are the browser's reports
 * (PerformanceObserver), made once on screen, as Lighthouse times them: a frame painted is not yet a frame shown.
 * Without the reports (an older browser), or for an image smaller than the page's text (no report of it), two
 * frames, or 100 ms after the image has loaded, stand in. A page that is not visible paints nothing: it starts at once;
 * a page whose image stalls starts 3 s after this script ran at the latest.
 * As it starts, a worker makes the page's language's Intl formatters (ui/public/warm-intl.js): the browser's ICU data, loaded
 * once per renderer process, is then ready when the page hydrates, instead of loading in its first formatter (150–270 ms
 * of the main thread at 4× CPU).
 * No comment inside the script: its lines are joined.
 * Its argument: `preload`, the modules; `routes`, [route id, module] pairs; `entry`, the client entry.
 */
const BOOT = `(function (page) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    window.__siteRouteModules = page.routes;
    try { new Worker("/warm-intl.js?" + document.documentElement.lang); } catch (error) {}
    import(page.entry).catch(function (error) { console.error(error); });
    var hrefs = page.preload.filter(function (href) { return href !== page.entry; });
    (function announce() {
      hrefs.splice(0, 4).forEach(function (href) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.appendChild(link);
      });
      if (hrefs.length > 0) setTimeout(announce, 0);
    })();
  }
  var open = 1;
  function done() {
    if (--open === 0) setTimeout(start, 0);
  }
  if (document.visibilityState !== "visible") return start();
  setTimeout(start, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var image = document.querySelector('img[fetchpriority="high"]');
  if (image && !image.complete) {
    open++;
    var loaded = false;
    var painted = function () {
      if (loaded) return;
      loaded = true;
      done();
    };
    var settle = function () { setTimeout(painted, 100); };
    image.addEventListener("load", settle);
    image.addEventListener("error", painted);
    if (types.indexOf("largest-contentful-paint") >= 0) {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) { if (entry.element === image) painted(); });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    }
  }
  if (types.indexOf("paint") < 0) {
    requestAnimationFrame(function () { requestAnimationFrame(done); });
  } else {
    var first = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      first.disconnect();
      done();
    });
    first.observe({ type: "paint", buffered: true });
  }
})`.replace(/\n\s*/g, '');

/** JSON in an inline script: `<` escaped so that no string can close the script element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * In place of React Router's <Scripts>: the same server hand-off (the loader data React Router streams after it)
 * and the same route modules, manifest and client entry, but nothing the browser fetches before the page's first
 * paint. React Router's <Scripts> writes a modulepreload of every module into the head and imports them from a
 * module script: the browser fetches and runs them while the stylesheet and the first card's image load, and
 * Lighthouse's simulation (Lantern) then counts all of them, and their evaluation at 4× CPU, before the largest
 * paint. What the browser downloads is unchanged (first-load JS), only when. The browser build renders
 * app-scripts.browser.tsx instead (vite.config.ts): the same two elements, kept as the server wrote them.
 */
export function AppScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  let handoff = ' ';
  let boot = ' ';
  if (framework && dataRouter?.staticContext && state) {
    const { manifest, serverHandoffString, renderMeta, routeDiscovery, ssr } = framework;
    // React Router streams the loader data after the page only when its scripts were rendered.
    if (renderMeta) renderMeta.didRenderScripts = true;
    handoff = `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
    const routes = state.matches.map((match) => {
      const entry = manifest.routes[match.route.id];
      if (!entry) throw new Error(`Route ${match.route.id} is not in the manifest`);
      return entry;
    });
    const preloads = [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])])])];
    // Lazy route discovery (React Router's default, this site's): the browser starts with the routes of this page and
    // of its parent paths, as React Router's getPartialManifest gives them, and asks the server for others on the way.
    if (routeDiscovery.mode !== 'lazy' || !ssr) throw new Error('AppScripts writes the manifest of lazy route discovery: keep routeDiscovery "lazy" with ssr');
    const known = partialManifest(manifest, state.location.pathname, state.matches);
    const page = { preload: preloads, routes: routes.map((route) => [route.id, route.module]), entry: manifest.entry.module };
    boot = `window.__reactRouterManifest=${inlineJson(known)};${BOOT}(${inlineJson(page)});`;
  }
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: handoff }} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}

type Manifest = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>['manifest'];

/**
 * The manifest of the routes the page matched and of those its parent paths match, as React Router's
 * getPartialManifest gives it (the root matches every path). The parent paths are matched by the §2 route table
 * (routeIdOfPath), not by React Router's matchRoutes: that flattened and ranked every route once per parent path,
 * 1–3 ms of a rendered page (issue 8); test/ui/route-ids.test.ts keeps both in agreement.
 */
function partialManifest({ sri, ...manifest }: Manifest, pathname: string, matches: readonly { route: { id: string } }[]) {
  const ids = new Set(matches.map((match) => match.route.id));
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  for (segments.pop(); segments.length > 0; segments.pop()) paths.push(`/${segments.join('/')}`);
  if (manifest.routes.root) ids.add('root');
  for (const path of paths) ids.add(routeIdOfPath(path, manifest.routes));
  return { ...manifest, routes: Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])), sri: sri ? true : undefined };
}
