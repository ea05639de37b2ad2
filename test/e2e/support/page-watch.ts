import type { Page } from 'playwright-core';

/** Console errors and warnings, uncaught page errors and failed same-origin requests of one page. */
export interface PageProblems {
  readonly messages: string[];
}

/**
 * Watches a page for what a visitor never sees but a broken site shows: console errors and warnings
 * (React's hydration mismatches, CSP refusals), uncaught errors, and responses of 400 and above.
 * Requests the harness blocks (other hosts) are not problems of the site.
 */
export function watchPage(page: Page, origin: string): PageProblems {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== 'document') {
      messages.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { messages };
}
