import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.2 AA as axe-core tags them (the brief's bar: axe at zero). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** Audit only this part of the page (a CSS selector). */
  readonly include?: string;
  /** Rules that do not apply, each with its reason where the test names it. */
  readonly disable?: readonly string[];
  /** Rules that must have run (e.g. target-size where markers are targets): a rule that did not run fails the audit. */
  readonly mustRun?: readonly string[];
}

/**
 * axe-core's WCAG 2.2 AA findings on the page as it is now, one line per failing element, so that a failure says what
 * to fix (an empty list passes). In axe's legacy mode: our pages embed no cross-origin frame, and the default mode
 * opens a blank page for every audit to merge the frames' results, which doubled each audit's cost (issue 22).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // Every element of a failing rule, one of each other kind: axe then serialises a few kilobytes, not the megabyte a
  // map view's passing nodes made (an audit of the list's map view took 2.4 s, now 1.4 s; issue 22). Set first:
  // `options` replaces what `withTags` sets.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_22_AA).setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  if (options.disable?.length) builder = builder.disableRules([...options.disable]);
  const result = await builder.analyze();
  const ran = new Set([...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map((rule) => rule.id));
  const notRun = (options.mustRun ?? []).filter((rule) => !ran.has(rule)).map((rule) => `${rule}: did not run`);
  return [
    ...notRun,
    ...result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
      ),
    ),
  ];
}
