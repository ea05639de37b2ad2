/**
 * `npm run catalogue:compliance [-- --site ID] [--json]` (issue 24 item 3): which of a site's advertisements may not be
 * published as they are: per listing, the mandatory items of its region it lacks or states wrongly ("PEB en cours" is
 * no value), with a count per rule. Environment as `npm run catalogue`: DATA_DIR, DATABASE_URL; SITE_ID is the
 * default site. Reads only; an empty database is seeded with the demo first, as the site's first start does.
 */
import { pathToFileURL } from 'node:url';
import { createContainer, resolve } from '../../container/create-container';
import type { ComplianceReport } from '../../../domain/legal/compliance';
import { isInForce } from '../../../domain/legal/legal-rule';
import { REGION_RULES } from '../../../domain/legal/region-tables';
import { systemClock } from '../../memory/clocks';
import { openSqlCatalogue } from '../server/prepare-catalogue';
import { seedDemo } from '../server/seed-demo';

const set = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export interface ComplianceArgs {
  readonly siteId: string;
  readonly json: boolean;
}

export function readArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ComplianceArgs {
  const at = argv.indexOf('--site');
  const site = at >= 0 ? argv[at + 1] : undefined;
  if (at >= 0 && (!site || site.startsWith('--'))) throw new Error('--site needs a site id');
  return { siteId: site ?? set(env.SITE_ID) ?? 'demo', json: argv.includes('--json') };
}

/** The source of the rule a count is about, as its region's table cites it. */
function sourceOf(report: ComplianceReport, region: keyof typeof REGION_RULES, item: string): string {
  const rule = REGION_RULES[region].rules.find((candidate) => candidate.item === item && candidate.duty === 'must' && isInForce(candidate, report.day));
  return rule ? `${rule.source} (since ${rule.since})` : '';
}

/** The report as a person reads it in a terminal. */
export function reportText(siteId: string, report: ComplianceReport): string {
  const { FLANDERS, WALLONIA, BRUSSELS } = report.checked;
  const lines = [
    `Compliance of site '${siteId}' on ${report.day} (the rules in force that day)`,
    `Listings on offer checked: Flanders ${FLANDERS}, Wallonia ${WALLONIA}, Brussels ${BRUSSELS}`,
    `Not publishable as they are: ${report.listings.length}`,
  ];
  if (report.counts.length > 0) {
    lines.push('', 'Per rule (region, item, problem: listings; source):');
    for (const { region, item, problem, count } of report.counts) {
      lines.push(`  ${region.padEnd(9)} ${item.padEnd(18)} ${problem.padEnd(8)} ${String(count).padStart(4)}  ${sourceOf(report, region, item)}`);
    }
    lines.push('', 'Listings:');
    for (const listing of report.listings) {
      const findings = listing.findings.map((f) => `${f.item} ${f.problem}${f.value !== undefined ? ` (${JSON.stringify(f.value)})` : ''}`).join('; ');
      lines.push(`  ${listing.id}${listing.reference ? ` ${listing.reference}` : ''} [${listing.region}]: ${findings}`);
    }
  }
  return lines.join('\n');
}

export async function runCompliance(args: ComplianceArgs, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const catalogue = await openSqlCatalogue({ dataDir: set(env.DATA_DIR) ?? './data', databaseUrl: set(env.DATABASE_URL), siteId: args.siteId }, systemClock);
  try {
    await seedDemo(catalogue, { demoSiteId: args.siteId }, systemClock.now());
    if (!(await catalogue.siteIds()).includes(args.siteId)) throw new Error(`no site '${args.siteId}' in this database`);
    // The core as the site composes it: its catalogue shows what the site's visitors see (§5).
    const core = resolve(createContainer({ adapters: { ...catalogue.forSite(args.siteId), clock: systemClock } }), 'core');
    const report = await core.queries.complianceReport({});
    return args.json ? JSON.stringify({ site: args.siteId, ...report }, null, 2) : reportText(args.siteId, report);
  } finally {
    await catalogue.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  Promise.resolve()
    .then(() => runCompliance(readArgs(process.argv.slice(2))))
    .then(
      (output) => console.log(output),
      (error: unknown) => {
        console.error('Compliance report failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
