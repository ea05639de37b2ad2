/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { rawGet } from './support/raw-get';
import { useSharedSite } from './support/shared-site';

// Issue 13 item 1, read from the server-rendered HTML over HTTP, without a browser (issue 22; it was read in Chromium
// in first-impressions.test.ts): no link of the header, the footer or the home page leads to a 404.

const site = useSharedSite();

/** Every distinct address of this site that the page's header, footer and main content link to, without its fragment. */
async function ownLinks(path: string): Promise<string[]> {
  const page = new DOMParser().parseFromString((await rawGet(`${site.url}${path}`)).body, 'text/html');
  const hrefs = [...page.querySelectorAll('header a[href], footer a[href], main a[href]')].map((link) => new URL(link.getAttribute('href')!, `${site.url}${path}`).href);
  return [...new Set(hrefs.filter((href) => href.startsWith(site.url)).map((href) => href.split('#')[0]!))];
}

describe('issue 13 item 1: no link of header, footer or home leads to a 404', () => {
  it.each(['nl', 'fr', 'en', 'de'])('%s: every link of the header, the footer and the home page answers without a 404', async (locale) => {
    const own = await ownLinks(`/${locale}`);
    expect(own.length).toBeGreaterThan(10);
    const statuses = await Promise.all(own.map(async (href) => ({ href, status: (await rawGet(href)).status })));
    expect(statuses.filter(({ status }) => status >= 400).map(({ href, status }) => `${status} ${href.slice(site.url.length)}`)).toEqual([]);
  });
});
