import { afterEach } from '@jest/globals';
import type { ConsoleMessage, Page, Response } from 'playwright-core';

/** Console errors and warnings, uncaught page errors and failed same-origin requests of one page. */
export interface PageProblems {
  readonly messages: string[];
  /** Ends the watch: its listeners leave the page. */
  readonly stop: () => void;
}

/**
 * Watches a page for what a visitor never sees but a broken site shows: console errors and warnings
 * (React's hydration mismatches, CSP refusals), uncaught errors, and responses of 400 and above.
 * Requests the harness blocks (other hosts) are not problems of the site.
 */
export function watchPage(page: Page, origin: string): PageProblems {
  const messages: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`console.${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => messages.push(`pageerror: ${error.message}`);
  const onResponse = (response: Response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== 'document') {
      messages.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  };
  page.on('console', onConsole).on('pageerror', onPageError).on('response', onResponse);
  return { messages, stop: () => void page.off('console', onConsole).off('pageerror', onPageError).off('response', onResponse) };
}

/**
 * watchPage for pages that outlive a test (a warm tab, issue 22): each watch ends after its test, so that the
 * next test of the tab starts unwatched.
 */
export function useWatchPerTest(world: { readonly site: { readonly url: string } }): (page: Page) => PageProblems {
  const watches: PageProblems[] = [];
  afterEach(() => {
    for (const watch of watches.splice(0)) watch.stop();
  });
  return (page) => {
    const watch = watchPage(page, world.site.url);
    watches.push(watch);
    return watch;
  };
}
