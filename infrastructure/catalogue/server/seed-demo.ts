import { generateDemoCatalogue } from '../demo/generate-demo-catalogue';
import type { SqlCatalogue } from '../sql/sql-catalogue';

/** The demo catalogue's options (the catalogue service's and the site's). */
export interface DemoOptions {
  /** Size of the demo catalogue seeded on first start (no site yet); 0 seeds nothing. */
  readonly demoEstates?: number;
  /** The generator's seed and site id (defaults: its own, site 'demo'). */
  readonly demoSeed?: number;
  readonly demoSiteId?: string | undefined;
}

export const DEFAULTS = { port: 3001, host: '0.0.0.0', dataDir: './data', demoEstates: 2000 } as const;

/** Seeds the demo site when the database has none; says what it seeded (empty when it did nothing). */
export async function seedDemo(catalogue: SqlCatalogue, options: DemoOptions, today: Date): Promise<string> {
  const estates = options.demoEstates ?? DEFAULTS.demoEstates;
  if (estates <= 0 || (await catalogue.siteIds()).length > 0) return '';
  const { sites } = generateDemoCatalogue({
    estates,
    // Seeded once, on the day of the first start: viewing slots and rental periods lie ahead of the visitor.
    referenceDate: today.toISOString().slice(0, 10),
    ...(options.demoSeed !== undefined && { seed: options.demoSeed }),
    ...(options.demoSiteId && { siteId: options.demoSiteId }),
  });
  for (const site of sites) await catalogue.replaceSite(site);
  await catalogue.optimize();
  return `, seeded ${sites.map((s) => `site '${s.site.id}' with ${s.groups.length} estate groups`).join(', ')}`;
}

