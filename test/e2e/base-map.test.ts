/** @jest-environment node */
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import { placeName, type BaseMapData } from '../../ui/components/map/base/base-map-data';
import { axeViolations } from './support/axe';
import { rawGet } from './support/raw-get';
import { DESKTOP, startSite, useSharedSiteAndBrowser, type RunningSite } from './support/site';
import { DESKTOP_TAB, useTabs } from './support/tabs';

// Issue 13 item 6, "a map that shows a map", in Chromium: without TILE_URL the offline base map under the
// markers, loaded from the site alone; with TILE_URL the tiles and their credit; the detail page's location
// map with an exact pin only for a visible address (§3 address.visible). axe at zero, target-size included.
jest.setTimeout(240_000);

const LIST = { nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot' } as const;
const base = JSON.parse(readFileSync('ui/components/map/base/belgium-base.json', 'utf8')) as BaseMapData;

const world = useSharedSiteAndBrowser();
/** WCAG 2.2 target size is among the rules that ran (markers and zoom buttons are targets). */
const TARGETS_CHECKED = { mustRun: ['target-size'] };

interface Opened {
  readonly page: Page;
  /** Every URL the page asked for, the site's own and any other. */
  readonly requests: string[];
  /** Stops noting the requests (the tab goes on to the next test). */
  readonly done: () => void;
}

const tab = useTabs(world);

async function open(path: string): Promise<Opened> {
  const page = await tab(DESKTOP_TAB);
  const requests: string[] = [];
  const note = (request: Request) => requests.push(request.url());
  page.on('request', note);
  await page.goto(`${world.site.url}${path}`);
  await page.locator('h1').first().waitFor();
  return { page, requests, done: () => page.off('request', note) };
}

/** The base map's drawing: its SVG paths (land, Belgium, coast, regions, borders) with their outlines. */
const basePaths = (page: Page) =>
  page.locator('.leaflet-basemap-pane path').evaluateAll((paths) => paths.map((path) => (path.getAttribute('d') ?? '').length));

const zoomButton = (page: Page, which: 'in' | 'out') => page.locator(`.leaflet-control-zoom-${which}`).first();

describe('issue 13 item 6: without TILE_URL, the offline base map under the markers', () => {
  it.each(LOCALES)('%s: the list map draws land, borders, coast and regions and names places in the page language, from the site alone; axe at zero', async (locale) => {
    const { page, requests, done } = await open(`${LIST[locale]}?view=map`);
    await page.locator('.estate-map .has-base-map .leaflet-basemap-pane path').first().waitFor();
    await page.locator('.estate-map .leaflet-marker-icon').first().waitFor();
    await page.locator('.map-place__name').first().waitFor();
    const paths = await basePaths(page);
    expect(paths.length).toBe(5);
    expect(paths.every((length) => length > 20)).toBe(true);
    expect(await page.locator('.leaflet-tile').count()).toBe(0);

    // The names: in the page's language, out of the tab order and of the accessibility tree, clear of the markers.
    const names = await page.locator('.map-place__name').allTextContents();
    const known = new Set(base.places.map((place) => placeName(place, locale)));
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    expect(await page.locator('.leaflet-basemap-labels-pane').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('.leaflet-basemap-labels-pane [tabindex]').count()).toBe(0);
    const overlaps = await page.evaluate(() => {
      const boxes = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
      const markers = boxes('.estate-map .leaflet-marker-pane .leaflet-marker-icon');
      return boxes('.map-place__name').filter((name) =>
        markers.some((marker) => name.left < marker.right && marker.left < name.right && name.top < marker.bottom && marker.top < name.bottom),
      ).length;
    });
    expect(overlaps).toBe(0);
    expect(await page.locator('.estate-map .leaflet-control-attribution').textContent()).toContain('GeoNames (CC BY 4.0)');

    expect(await axeViolations(page, TARGETS_CHECKED)).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(world.site.url))).toEqual([]);
    done();
  });

  it('draws the base map at every zoom the map allows, out to Europe and in to the street', async () => {
    const { page, requests, done } = await open(`${LIST.en}?view=map`);
    await page.locator('.estate-map .leaflet-basemap-pane path').first().waitFor();
    const zoomedOut: number[][] = [];
    while (!(await zoomButton(page, 'out').getAttribute('class'))?.includes('leaflet-disabled')) {
      await zoomButton(page, 'out').click();
      await page.waitForTimeout(350);
      zoomedOut.push(await basePaths(page));
    }
    const zoomedIn: number[][] = [];
    while (!(await zoomButton(page, 'in').getAttribute('class'))?.includes('leaflet-disabled')) {
      await zoomButton(page, 'in').click();
      await page.waitForTimeout(350);
      zoomedIn.push(await basePaths(page));
    }
    // Out to zoom 3, then in to 18: every step has its five layers and something of them drawn.
    expect(zoomedIn.length).toBe(15);
    for (const paths of [...zoomedOut, ...zoomedIn]) {
      expect(paths.length).toBe(5);
      expect(Math.max(...paths)).toBeGreaterThan(20);
    }
    expect(requests.filter((url) => !url.startsWith(world.site.url))).toEqual([]);
    done();
  });
});

interface Candidate {
  readonly id: string;
  readonly visible: boolean;
  readonly lat: number;
  readonly lon: number;
}

/** Estates of the demo with coordinates, one whose address is visible and one whose address is hidden. */
async function pickEstates(): Promise<{ visible: Candidate; hidden: Candidate }> {
  const sitemap = (await rawGet(`${world.site.url}/sitemap-en.xml`)).body;
  const ids = [...new Set([...sitemap.matchAll(/\/en\/offer\/(\d+)\//g)].map((match) => match[1]!))];
  // The exact coordinates are only in the catalogue (the site never shows those of a hidden address).
  const db = new Database(join(world.site.dataDir, 'catalogue.sqlite'), { readonly: true });
  const read = db.prepare<[string], { document: string }>("select document from estate_units where site_id = 'demo' and id = ?");
  let visible: Candidate | undefined;
  let hidden: Candidate | undefined;
  try {
    for (const id of ids) {
      const row = read.get(id);
      if (!row) continue;
      const estate = JSON.parse(row.document) as { address?: { visible?: boolean; geoLocation?: { lat: number; lon: number } | null } };
      const geo = estate.address?.geoLocation;
      if (!geo) continue;
      const candidate = { id, visible: estate.address?.visible !== false, lat: geo.lat, lon: geo.lon };
      if (candidate.visible) visible ??= candidate;
      else hidden ??= candidate;
      if (visible && hidden) return { visible, hidden };
    }
  } finally {
    db.close();
  }
  throw new Error('the demo has no estate with a hidden address');
}

async function detailPath(locale: Locale, id: string): Promise<string> {
  const sitemap = (await rawGet(`${world.site.url}/sitemap-${locale}.xml`)).body;
  const url = new RegExp(`<loc>([^<]*/${id}/[^<]*)</loc>`).exec(sitemap)?.[1];
  if (!url) throw new Error(`estate ${id} is not in the ${locale} sitemap`);
  return new URL(url).pathname;
}

describe('issue 13 item 6, §3 address.visible: the detail page location map', () => {
  let estates: { visible: Candidate; hidden: Candidate };
  beforeAll(async () => {
    estates = await pickEstates();
  });

  it.each(LOCALES)('%s: a visible address gets an exact pin on the base map, a hidden one an area and no exact coordinates in the page; axe at zero', async (locale) => {
    for (const kind of ['visible', 'hidden'] as const) {
      const estate = estates[kind];
      const path = await detailPath(locale, estate.id);
      const html = (await rawGet(`${world.site.url}${path}`)).body;
      if (kind === 'hidden') {
        expect(html).not.toContain(String(estate.lat));
        expect(html).not.toContain(String(estate.lon));
      }
      const { page, requests, done } = await open(path);
      const map = page.locator('.detail__location .location-map');
      // Leaflet loads when the map nears the window (issue 8).
      await map.scrollIntoViewIfNeeded();
      // At zoom 12 a layer outside the view (the neighbours' land) is an empty path: attached, not visible.
      await map.locator('.has-base-map .leaflet-basemap-pane path').first().waitFor({ state: 'attached' });
      expect(Math.max(...(await basePaths(page)))).toBeGreaterThan(20);
      await map.locator('.leaflet-overlay-pane path').waitFor();
      // The pin is a solid dot; the area a pale disc (location-leaflet.ts).
      expect(await map.locator('.leaflet-overlay-pane path').getAttribute('fill-opacity')).toBe(kind === 'visible' ? '1' : '0.15');
      const label = (await map.locator('.location-map__canvas').getAttribute('aria-label')) ?? '';
      const area = { nl: 'geen exacte ligging', fr: "pas d'emplacement exact", en: 'no exact location', de: 'keine genaue Lage' }[locale];
      expect(label.includes(area)).toBe(kind === 'hidden');
      await map.locator('.map-place__name').first().waitFor();
      expect(await axeViolations(page, { ...TARGETS_CHECKED, include: '.detail__location' })).toEqual([]);
      expect(requests.filter((url) => !url.startsWith(world.site.url))).toEqual([]);
      done();
    }
  });

  it('the search the list map takes its markers from carries only the rounded point of a hidden address', async () => {
    const { hidden } = estates;
    const response = await fetch(`${world.site.url}/en/ajax/search?markers=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: 0, size: 500 }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`"lat":${Math.round(hidden.lat * 100) / 100},"lng":${Math.round(hidden.lon * 100) / 100}`);
    expect(text).not.toContain(String(hidden.lat));
    expect(text).not.toContain(String(hidden.lon));
  });

  it('the contact page shows the office on the same base map', async () => {
    const { page, requests, done } = await open('/de/kontakt');
    const map = page.locator('.contact-page .location-map');
    await map.scrollIntoViewIfNeeded();
    await map.locator('.has-base-map .leaflet-basemap-pane path').first().waitFor({ state: 'attached' });
    expect(Math.max(...(await basePaths(page)))).toBeGreaterThan(20);
    expect(await map.locator('.leaflet-overlay-pane path').getAttribute('fill-opacity')).toBe('1');
    await map.locator('.map-place__name', { hasText: 'Gent' }).waitFor();
    expect(requests.filter((url) => !url.startsWith(world.site.url))).toEqual([]);
    done();
  });
});

describe('issue 13 item 6: with TILE_URL, raster tiles and their credit', () => {
  let tiles: Server;
  let tileRequests: string[];
  let site: RunningSite;
  // A 1×1 PNG the local tile server answers every tile with.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

  beforeAll(async () => {
    tileRequests = [];
    tiles = createServer((request, response) => {
      tileRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      response.end(PNG);
    });
    await new Promise<void>((listening) => tiles.listen(0, '127.0.0.1', listening));
    const { port } = tiles.address() as AddressInfo;
    site = await startSite({
      demoEstates: 30,
      env: { TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`, TILE_ATTRIBUTION: 'Tiles © Example Maps' },
    });
  }, 120_000);

  afterAll(async () => {
    await site?.close();
    await new Promise((closed) => tiles?.close(closed));
  });

  it('the list map shows the tiles and the credit TILE_ATTRIBUTION gives, and no offline base map', async () => {
    const context = await world.browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${site.url}/en/offer?view=map`);
    await page.locator('.estate-map img.leaflet-tile-loaded').first().waitFor();
    expect(tileRequests.length).toBeGreaterThan(0);
    expect(tileRequests.filter((url) => !/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url))).toEqual([]);
    expect(await page.locator('.estate-map .leaflet-control-attribution').textContent()).toContain('Tiles © Example Maps');
    expect(await page.locator('.leaflet-basemap-pane').count()).toBe(0);
    await context.close();
  });
});
