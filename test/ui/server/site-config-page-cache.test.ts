/** @jest-environment node */
import { readSiteConfig } from '../../../infrastructure/container/site-config';

// Issue 8: the page cache is on (30 s, 8 MB a worker) over the embedded catalogue, whose writes invalidate it
// exactly; with API_BASE_URL we cannot know when the backend's data change, so it is off unless asked for.
describe('issue 8: PAGE_CACHE_SECONDS and PAGE_CACHE_MB', () => {
  it.each([
    ['the embedded catalogue, by default', {}, { seconds: 30, megabytes: 8 }],
    ['the embedded catalogue, turned off', { PAGE_CACHE_SECONDS: '0' }, { seconds: 0, megabytes: 8 }],
    ['the embedded catalogue, 5 s and 2 MB', { PAGE_CACHE_SECONDS: '5', PAGE_CACHE_MB: '2' }, { seconds: 5, megabytes: 2 }],
    ['an external backend (API_BASE_URL), by default: off', { API_BASE_URL: 'http://backend.test' }, { seconds: 0, megabytes: 8 }],
    ['an external backend, set explicitly', { API_BASE_URL: 'http://backend.test', PAGE_CACHE_SECONDS: '10' }, { seconds: 10, megabytes: 8 }],
    ['a value that is not a count falls back on the default', { PAGE_CACHE_SECONDS: 'lots', PAGE_CACHE_MB: '-3' }, { seconds: 30, megabytes: 8 }],
  ])('%s', (_title, env, expected) => {
    expect(readSiteConfig(env).pageCache).toEqual(expected);
  });
});
