import { detailPage, type DetailView } from '../../../application/pages/detail-page';
import { withSiteVisibility } from '../../support/site-ports';
import { complianceReportQuery } from '../../../application/queries/compliance-report';
import { shownEstates } from '../../../application/shown-estates';
import { listingCard } from '../../../domain/display/listing-card';
import type { Estate, Region } from '../../../domain/estate/estate';
import type { EstateFieldPath } from '../../../domain/estate/estate-field-path';
import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import { LEGAL_ITEM_PATHS, type LegalItem } from '../../../domain/legal/legal-items';
import { legalSections } from '../../../domain/legal/legal-view';
import { estateKind } from '../../../domain/routing/estate-kind';
import { estateDetailPath } from '../../../domain/routing/estate-detail-path';
import { LOCALES, type Locale } from '../../../domain/shared/locale';
import { generateDemoCatalogue } from '../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import type { EmbeddedCatalogue } from '../../../infrastructure/catalogue/server/embedded-catalogue';
import { FixedClock } from '../../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../../infrastructure/memory/memory-logger';
import { DEMO_TODAY, openDemoCatalogue } from '../../support/demo-catalogue';

/**
 * Issue 24 item 4, on the embedded demo catalogue as `npm start` seeds it: every estate's detail page carries what its
 * region requires and nothing of another region's law, in four languages: the legal rows the core's detail query puts
 * in its view (`legalSections`), made from each estate as that language's search answers it, and the whole detail
 * query itself for every Brussels and Walloon estate in Dutch (a query per page costs; the rows are the same function);
 * every card carries its region's energy figures; the compliance report finds exactly the listings the demo made to
 * lack something.
 */
const SLOW = 600_000;
const TODAY = DEMO_TODAY;

/** Flemish-only items: the Walloon and Brussels tables forbid them. */
const FLEMISH_ONLY: readonly LegalItem[] = [
  'asBuiltCertificate',
  'asbestosCertificate',
  'renovationObligation',
  'flemishEnforcement',
  'complexProjectDecree',
  'floodScores',
  'floodAreas',
  'heritageInventory',
];
const FLEMISH_PATHS = new Set<EstateFieldPath>(FLEMISH_ONLY.flatMap((item) => LEGAL_ITEM_PATHS[item]));
const ABOLISHED = new Set<EstateFieldPath>(LEGAL_ITEM_PATHS.floodAreas);

interface Page {
  readonly estate: Estate;
  readonly region: Region | undefined;
  readonly view: Pick<DetailView, 'legal'>;
  readonly locale: Locale;
}

const isDwelling = (estate: Estate): boolean => [HEAD_TYPE_ID.HOUSE, HEAD_TYPE_ID.APARTMENT].some((id) => id === estate.general.headType?.id);
const onOffer = (estate: Estate): boolean => [1, 2, 3].includes(estate.general.transaction?.id ?? 0) && !estate.general.skarabeeGuid;

/** The shown value of each legal line of a page, by field ('' for a 'Not entered' placeholder). */
function legalValues(view: Pick<DetailView, 'legal'>): Map<EstateFieldPath, string> {
  return new Map(view.legal.flatMap((section) => section.rows.map((row): [EstateFieldPath, string] => [row.key, row.placeholder ? '' : row.value])));
}

describe('issue 24 item 4: legal in every region, over every demo estate in four languages', () => {
  let embedded: EmbeddedCatalogue;
  const pages: Page[] = [];
  const cards: { estate: Estate; locale: Locale; line: string | undefined }[] = [];
  const demo = generateDemoCatalogue({ referenceDate: TODAY.toISOString().slice(0, 10) }).sites[0]!;
  const gaps = new Set(demo.deliberateGaps.map((gap) => String(gap.id)));
  // The ports as the site's core sees them: §5 bound (application/visible-catalogue.ts).
  const deps = () => ({ ...withSiteVisibility(embedded.adapters), logger: new MemoryLogger(), clock: new FixedClock(TODAY) });

  beforeAll(async () => {
    embedded = await openDemoCatalogue();
    for (const locale of LOCALES) {
      for (const group of await shownEstates(deps(), locale)) {
        const project = estateKind(group) === 'project' ? group : undefined;
        const units = (project?.children ?? []).filter((unit) => unit.general.id !== group.general.id);
        for (const estate of [group, ...units]) {
          cards.push({ estate, locale, line: listingCard(estate, locale).energyLine });
          const unit = estate !== group;
          const path = unit ? estateDetailPath({ ...estate, general: { ...estate.general, parentId: group.general.id } }, locale, group) : estateDetailPath(estate, locale);
          const input = { locale, origin: 'https://demo.example', path, search: '', estateId: String(group.general.id), ...(unit && { entityId: String(estate.general.id) }) };
          const region = estate.address?.region ?? undefined;
          if (locale !== 'nl' || region === 'FLANDERS') {
            pages.push({ estate, region, view: { legal: legalSections(estate, locale, '2026-11-21') }, locale });
            continue;
          }
          const result = await detailPage(deps(), input);
          if (result.kind !== 'page') throw new Error(`${path}: ${result.kind}`);
          pages.push({ estate, region, view: result.view, locale });
        }
      }
    }
  }, SLOW);
  afterAll(() => embedded?.close(), SLOW);

  it('opens every estate and unit in four languages', () => {
    expect(pages.length).toBeGreaterThan(4 * 1900);
    for (const locale of LOCALES) expect(pages.filter((page) => page.locale === locale).length).toBe(pages.length / 4);
  });

  it('no Brussels or Walloon page shows a Flemish-only item (flood scores, enforcement, complex projects, inventory …)', () => {
    const elsewhere = pages.filter((page) => page.region === 'BRUSSELS' || page.region === 'WALLONIA');
    expect(elsewhere.length).toBeGreaterThan(2000);
    const wrong = elsewhere.flatMap((page) => [...legalValues(page.view).keys()].filter((key) => FLEMISH_PATHS.has(key)).map((key) => `${page.estate.general.id} ${page.locale}: ${key}`));
    expect(wrong).toEqual([]);
  });

  it('no page shows the flood categories abolished on 1 January 2023', () => {
    expect(pages.flatMap((page) => [...legalValues(page.view).keys()].filter((key) => ABOLISHED.has(key)))).toEqual([]);
  });

  const advertisements = (region: Region) => pages.filter((page) => page.region === region && isDwelling(page.estate) && onOffer(page.estate) && !gaps.has(String(page.estate.general.id)));

  it('every Flemish advertisement of a dwelling carries its EPC score, label and certificate code; a sale its P-score', () => {
    const flemish = advertisements('FLANDERS');
    expect(flemish.length).toBeGreaterThan(2000);
    const lacking = flemish.filter((page) => {
      const values = legalValues(page.view);
      const sale = page.estate.general.transaction?.id === 1;
      return !values.get('energy.epcValue') || !values.get('energy.epcReference') || !values.get('energy.energyLabel') || (sale && !values.get('general.flooding.parcel'));
    });
    expect(lacking.map((page) => `${page.estate.general.id} ${page.locale}`)).toEqual([]);
  });

  it('every Brussels advertisement of a dwelling carries its PEB class and CO₂ emissions', () => {
    const brussels = advertisements('BRUSSELS');
    expect(brussels.length).toBeGreaterThan(400);
    const lacking = brussels.filter((page) => !legalValues(page.view).get('energy.energyLabel') || !legalValues(page.view).get('energy.co2'));
    expect(lacking.map((page) => `${page.estate.general.id} ${page.locale}`)).toEqual([]);
  });

  it('every Walloon advertisement of a dwelling carries its PEB class, specific and total consumption and certificate number', () => {
    const wallonia = advertisements('WALLONIA');
    expect(wallonia.length).toBeGreaterThan(1000);
    const required: readonly EstateFieldPath[] = ['energy.energyLabel', 'energy.epcValue', 'fields.certification.epc_year_value', 'energy.epcReference'];
    const lacking = wallonia.filter((page) => required.some((path) => !legalValues(page.view).get(path)));
    expect(lacking.map((page) => `${page.estate.general.id} ${page.locale}`)).toEqual([]);
  });

  it('every card of a certified dwelling carries the energy figures its region asks of every advertisement', () => {
    const expected: Record<Region, RegExp> = {
      FLANDERS: /^EPC [A-F+]+ · -?[\d.]+ kWh\/m²\/(jaar|an|year|Jahr)$|^PEB [A-F+]+ · -?[\d.]+ kWh\/m²\/an$/,
      BRUSSELS: /^(EPB|PEB|GEE) [A-G+]+ · CO₂ [\d.]+ kg\/m²\/(jaar|an|year|Jahr)$/,
      WALLONIA: /^(EPB|PEB|GEE) [A-G+]+ · [\d.]+ kWh\/m²\/(jaar|an|year|Jahr)$/,
    };
    const certified = cards.filter(({ estate }) => isDwelling(estate) && estate.address?.region && !gaps.has(String(estate.general.id)));
    expect(certified.length).toBeGreaterThan(4 * 1200);
    const wrong = certified.filter(({ estate, line }) => !expected[estate.address!.region!].test(line ?? ''));
    expect(wrong.slice(0, 5).map(({ estate, locale, line }) => `${estate.general.id} ${estate.address?.region} ${locale}: ${line}`)).toEqual([]);
  });

  it('the compliance report finds exactly the listings the demo made to lack something, and why', async () => {
    const report = await complianceReportQuery(deps());
    expect(report.day).toBe('2026-11-21');
    expect(report.checked.FLANDERS + report.checked.WALLONIA + report.checked.BRUSSELS).toBeGreaterThan(1200);
    expect(report.listings.map((listing) => ({ id: Number(listing.id), region: listing.region, findings: listing.findings.map(({ item, problem }) => ({ item, problem })) }))).toEqual(
      expect.arrayContaining(demo.deliberateGaps.map(({ id, region, item, problem }) => ({ id, region, findings: [{ item, problem }] }))),
    );
    expect(report.listings).toHaveLength(demo.deliberateGaps.length);
    expect(report.counts.reduce((sum, count) => sum + count.count, 0)).toBe(demo.deliberateGaps.length);
    // Their pages say so: a missing mandatory item shows as 'Niet ingevuld', not as nothing.
    for (const gap of demo.deliberateGaps.filter((candidate) => candidate.problem === 'missing')) {
      const page = pages.find((candidate) => candidate.locale === 'nl' && Number(candidate.estate.general.id) === gap.id);
      expect(legalValues(page!.view).get(LEGAL_ITEM_PATHS[gap.item][0])).toBe('');
    }
  });
});
