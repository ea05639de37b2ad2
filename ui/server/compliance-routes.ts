import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import type { Core } from '../../application/core';
import type { ComplianceReport } from '../../domain/legal/compliance';

/** The agency's report is nobody else's: never kept by a cache, never indexed. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The token the request carries: `Authorization: Bearer …`, or `?token=` for a browser. */
function tokenOf(req: Request): string {
  const header = req.get('authorization') ?? '';
  if (/^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  return typeof req.query.token === 'string' ? req.query.token : '';
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The report as a page for the agency: the count per rule, then each listing with what it lacks. */
export function complianceHtml(report: ComplianceReport): string {
  const counts = report.counts
    .map(({ region, item, problem, count }) => `<tr><td>${region}</td><td>${item}</td><td>${problem}</td><td>${count}</td></tr>`)
    .join('');
  const listings = report.listings
    .map(
      (listing) =>
        `<tr><td>${escapeHtml(listing.id)}</td><td>${escapeHtml(listing.reference ?? '')}</td><td>${listing.region}</td><td>${listing.findings
          .map((f) => escapeHtml(`${f.item} ${f.problem}${f.value !== undefined ? ` (${f.value})` : ''}`))
          .join('<br>')}</td></tr>`,
    )
    .join('');
  const { FLANDERS, WALLONIA, BRUSSELS } = report.checked;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Compliance of the listings</title></head><body><main>
<h1>Compliance of the listings on ${report.day}</h1>
<p>Listings on offer checked: Flanders ${FLANDERS}, Wallonia ${WALLONIA}, Brussels ${BRUSSELS}. Not publishable as they are: ${report.listings.length}.</p>
<h2>Per rule</h2><table><thead><tr><th>Region</th><th>Item</th><th>Problem</th><th>Listings</th></tr></thead><tbody>${counts}</tbody></table>
<h2>Listings</h2><table><thead><tr><th>Id</th><th>Reference</th><th>Region</th><th>Missing or invalid</th></tr></thead><tbody>${listings}</tbody></table>
</main></body></html>`;
}

/**
 * Issue 24 item 3: the compliance report for the agency behind a token (COMPLIANCE_TOKEN): /agency/compliance as a page,
 * /agency/compliance.json for tools. Without a token configured the routes do not exist (404).
 */
export function complianceRoutes(core: Core, token: string | undefined): Router {
  const router = express.Router();
  const answer = (format: 'html' | 'json') => async (req: Request, res: Response) => {
    if (!token) {
      res.status(404).set(PRIVATE).type('text/plain').send('Not Found');
      return;
    }
    if (!sameToken(tokenOf(req), token)) {
      res.status(401).set({ ...PRIVATE, 'WWW-Authenticate': 'Bearer' }).type('text/plain').send('Unauthorized');
      return;
    }
    const report = await core.queries.complianceReport({});
    res.set(PRIVATE);
    if (format === 'json') res.json(report);
    else res.type('html').send(complianceHtml(report));
  };
  router.get('/agency/compliance', (req, res, next) => void answer('html')(req, res).catch(next));
  router.get('/agency/compliance.json', (req, res, next) => void answer('json')(req, res).catch(next));
  return router;
}
