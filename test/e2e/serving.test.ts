/** @jest-environment node */
import { createHash } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { attribute, rawGet, scriptTags } from './support/raw-get';
import { DESKTOP, PHONE, useSharedSiteAndBrowser } from './support/site';

// Issue 5 items 1, 2 and 9: what the built site answers (redirects, 404s, headers, assets, links), without
// JavaScript, and what a search engine and a phone judge it by.
jest.setTimeout(60_000);

const e2e = useSharedSiteAndBrowser();

const cards = (page: Page) => page.locator('main article');

describe('issue 5 item 1: serving', () => {
  it.each([
    ['fr-BE,fr;q=0.9,en;q=0.8', '/fr'],
    ['de-DE,de;q=0.9', '/de'],
    ['en-GB;q=0.5,nl;q=0.9', '/nl'],
    ['es-ES,en-GB;q=0.8', '/en'],
    ['es-ES', '/nl'],
    ['', '/nl'],
  ])('/ redirects by Accept-Language %j to %s, varying on it', async (language, target) => {
    const response = await rawGet(`${e2e.site.url}/`, language ? { 'accept-language': language } : {});
    expect(response.status).toBeGreaterThanOrEqual(301);
    expect(response.status).toBeLessThanOrEqual(308);
    expect(response.header('location')).toBe(target);
    expect(response.header('vary')).toMatch(/accept-language/i);
  });

  it.each(['/', '/nl', '/nl/aanbod', '/fr/n-existe-pas'])('%s sends one Cache-Control header, not two that contradict each other', async (path) => {
    const response = await rawGet(`${e2e.site.url}${path}`, { 'accept-language': 'nl-BE' });
    // Caches join repeated headers: "public, s-maxage=60, …, private, max-age=0" is a contradiction.
    expect(response.headers.get('cache-control')).toHaveLength(1);
  });

  it.each([
    ['/fr/cette-page-n-existe-pas', 'fr', 'Page introuvable'],
    ['/de/gibt-es-nicht', 'de', 'Seite nicht gefunden'],
    ['/en/no/such/page', 'en', 'Page not found'],
    ['/bestaat-niet', 'nl', 'Pagina niet gevonden'],
  ])('unknown path %s answers 404 with a page in its language (%s)', async (path, locale, title) => {
    const response = await rawGet(`${e2e.site.url}${path}`);
    expect(response.status).toBe(404);
    expect(response.header('content-type')).toMatch(/^text\/html/);
    expect(attribute(/<html\b[^>]*>/.exec(response.body)?.[0] ?? '', 'lang')).toBe(locale);
    expect(response.body).toContain(title);
  });

  it('HTML carries the security headers, a CSP listing the hashes of its own inline scripts (issue 8: no nonce) and CDN cache headers', async () => {
    const response = await rawGet(`${e2e.site.url}/nl/aanbod?trans=kopen`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    const csp = response.header('content-security-policy') ?? '';
    expect(csp).not.toMatch(/'nonce-/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.header('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(response.header('x-content-type-options')).toBe('nosniff');
    expect(response.header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toHaveLength(1);
    expect(response.header('cache-control')).toMatch(/\bs-maxage=\d+/);
    expect(response.header('cache-control')).toMatch(/\bstale-while-revalidate=\d+/);
    expect(response.header('content-encoding')).toBe('gzip');
    const scripts = scriptTags(response.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect({ tag, nonce: attribute(tag, 'nonce') }).toEqual({ tag, nonce: undefined });
    // Every inline script that runs is listed by its SHA-256, and nothing else is.
    const inline = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!));
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ').filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
  });

  it('fingerprinted assets are cached for a year, immutable, and compressed', async () => {
    const html = (await rawGet(`${e2e.site.url}/nl/aanbod`)).body;
    // The stylesheet's href, and the scripts the page starts after its first paint (named in an inline script, issue 8).
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(1);
    let compressed = 0;
    for (const asset of assets) {
      const response = await rawGet(`${e2e.site.url}${asset}`, { 'accept-encoding': 'gzip, br' });
      expect({ asset, status: response.status, cache: response.header('cache-control') }).toEqual({
        asset,
        status: 200,
        cache: 'public, max-age=31536000, immutable',
      });
      // The compression middleware leaves bodies under 1 KB as they are: their headers would outweigh the gain.
      const size = Number((await rawGet(`${e2e.site.url}${asset}`)).header('content-length'));
      if (size >= 1024) {
        expect({ asset, encoding: response.header('content-encoding') }).toEqual({ asset, encoding: expect.stringMatching(/^(gzip|br)$/) });
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(1);
  });

  it.each([
    ['/nl/aanbod?trans=kopen&type=1', 'nl', { nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot' }],
    ['/fr/favoris', 'fr', { nl: '/nl/favorieten', fr: '/fr/favoris', en: '/en/favorites', de: '/de/favoriten' }],
  ])('%s: <html lang>, the canonical link and hreflang alternates in every language', async (path, locale, paths) => {
    const { body } = await rawGet(`${e2e.site.url}${path}`);
    const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    expect(attribute(/<html\b[^>]*>/.exec(body)?.[0] ?? '', 'lang')).toBe(locale);
    const links = [...body.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
    const canonical = links.filter((link) => attribute(link, 'rel') === 'canonical');
    expect(canonical.map((link) => attribute(link, 'href')?.replace(/&amp;/g, '&'))).toEqual([`${e2e.site.url}${path}`]);
    const alternates = Object.fromEntries(
      links.filter((link) => attribute(link, 'rel') === 'alternate').map((link) => [attribute(link, 'hrefLang') ?? attribute(link, 'hreflang'), attribute(link, 'href')?.replace(/&amp;/g, '&')]),
    );
    expect(alternates).toEqual({
      ...Object.fromEntries(Object.entries(paths).map(([lang, p]) => [lang, `${e2e.site.url}${p}${search}`])),
      'x-default': `${e2e.site.url}${paths.nl}${search}`,
    });
  });

  it('the home page carries JSON-LD about the agency (data: no hash needed)', async () => {
    const { body } = await rawGet(`${e2e.site.url}/nl`);
    const match = /<script\b([^>]*type="application\/ld\+json"[^>]*)>([^<]*)<\/script>/.exec(body);
    expect(match).not.toBeNull();
    const data = JSON.parse(match![2]!) as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('RealEstateAgent');
    expect(data.name).toBeTruthy();
  });

  it.each(['/nl', '/nl/aanbod'])('issue 8: %s is sent whole: every part is in place, none waits for a script to show it', async (path) => {
    // The filter form, the footer and the compare bar hydrate later in the browser (*-slot.tsx): their HTML is there at once.
    const { body } = await rawGet(`${e2e.site.url}${path}`);
    expect(body).not.toContain('<!--$?-->');
    expect(body).toContain('<!--$--><footer class="site-footer"');
  });

  it('without JavaScript the list page shows its first 15 cards and the filter form works', async () => {
    const context = await e2e.browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${e2e.site.url}/nl/aanbod`);
      expect(await cards(page).count()).toBe(15);
      expect(await page.locator('#list-loaded').textContent()).toMatch(/^15 van \d+ getoond$/);
      await page.getByRole('radio', { name: 'Te huur' }).check();
      await page.getByRole('button', { name: 'Toon resultaten' }).click();
      await page.waitForURL((url) => url.pathname === '/nl/aanbod' && url.searchParams.get('status') === '2');
      expect(await page.getByRole('radio', { name: 'Te huur' }).isChecked()).toBe(true);
      expect(await cards(page).count()).toBeGreaterThan(0);
      expect(await page.locator('h1').textContent()).toMatch(/huur/i);
      // §2 the city without JavaScript (issue 8: no select of every city): typed, resolved by the server.
      const city = page.getByRole('textbox', { name: 'Gemeente' });
      await city.fill('gent');
      await page.getByRole('button', { name: 'Toon resultaten' }).click();
      await page.waitForURL((url) => url.searchParams.has('city') && !url.searchParams.has('city-name'));
      expect(new URL(page.url()).searchParams.get('trans')).toBe('huren');
      expect(await city.inputValue()).toBe('9000 Gent');
      expect(await page.locator('h1').textContent()).toMatch(/Gent/);
    } finally {
      await context.close();
    }
  });
});

describe('issue 5 item 9: pages a search engine and a phone judge', () => {
  it.each(['/nl', '/nl/aanbod', '/fr/offre?trans=kopen', '/nl/favorieten', '/fr/favoris'])('%s has a title and a meta description', async (path) => {
    const { body } = await rawGet(`${e2e.site.url}${path}`);
    expect(/<title>[^<]+<\/title>/.test(body)).toBe(true);
    const description = /<meta\b[^>]*name="description"[^>]*>/.exec(body)?.[0];
    expect({ path, description: description && attribute(description, 'content') }).toEqual({ path, description: expect.stringMatching(/\S/) });
  });

  // Issue 23 (Lighthouse's SEO audit found none on the holiday list): every page the sitemaps offer a search engine, in
  // each language, but the estate details (their summary is the core's, proved over the whole demo).
  it.each(['nl', 'fr', 'en', 'de'])('every page of sitemap-%s.xml but the estates has a title and a meta description of its own', async (locale) => {
    const sitemap = (await rawGet(`${e2e.site.url}/sitemap-${locale}.xml`)).body;
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!).filter((path) => !/\/\d+\/[^/]+$/.test(path));
    expect(paths.length).toBeGreaterThan(8);
    // Eight at a time, as a crawler asks: all at once (250 in French) is a load test, and on a busy CI machine the pages
    // still queued at their deadline were answered 503 (CI37), whose page has a title and no description.
    const pages: { path: string; title: boolean; description: string | undefined }[] = [];
    for (let i = 0; i < paths.length; i += 8) {
      pages.push(
        ...(await Promise.all(
          paths.slice(i, i + 8).map(async (path) => {
            const { status, body } = await rawGet(`${e2e.site.url}${path}`);
            expect({ path, status }).toEqual({ path, status: 200 });
            const description = /<meta\b[^>]*name="description"[^>]*>/.exec(body)?.[0];
            return { path, title: /<title>[^<]+<\/title>/.test(body), description: description && attribute(description, 'content') };
          }),
        )),
      );
    }
    expect(pages.filter((page) => !page.title || !page.description?.trim())).toEqual([]);
    // Two pages of one kind (two holiday units) say different things.
    const descriptions = pages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each([
    ['/nl', false],
    ['/nl/aanbod', false],
    ['/nl/favorieten', false],
    ['/nl/favorieten', true],
  ])('%s (favourites stored: %s) settles on a phone without layout shift (CLS 0)', async (path, stored) => {
    // A visitor of its own (issue 22): a first visit, its caches cold, is where fonts, styles and images arriving late
    // would shift the page; a warm tab has them at once.
    const context = await e2e.browser.newContext(PHONE);
    try {
      if (stored) {
        const html = (await rawGet(`${e2e.site.url}/nl/aanbod`)).body;
        const ids = [...html.matchAll(/href="\/nl\/aanbod\/(\d+)/g)].map((match) => match[1]).slice(0, 2);
        await context.addInitScript((value) => localStorage.setItem('favorites', value), JSON.stringify(ids));
      }
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          // Every shift counts: the test gives no input (Chromium may still flag one as after input).
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${e2e.site.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
      await page.waitForTimeout(300);
      const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(Number(cls.toFixed(3))).toBe(0);
    } finally {
      await context.close();
    }
  });
});
