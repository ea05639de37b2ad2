import { estateId, type Estate } from '../../../domain/estate/estate';
import { complianceReport } from '../../../domain/legal/compliance';
import { readArgs, reportText } from '../../../infrastructure/catalogue/compliance/compliance-main';

// Issue 24 item 3: `npm run catalogue:compliance [-- --site ID] [--json]`.

const brusselsFlat = (id: number, energy: Estate['energy']): Estate => ({
  general: { id: estateId(id), headType: { id: 2 }, transaction: { id: 2 }, reference: `IMD-${id}` },
  address: { city: { id: 1, name: 'Ixelles', zip: '1050' }, region: 'BRUSSELS', country: { id: 'BE' } },
  ...(energy && { energy }),
});

describe('issue 24: the compliance command', () => {
  it('reads --site and --json, the site from SITE_ID or demo otherwise', () => {
    expect(readArgs(['--site', 'other', '--json'], {})).toEqual({ siteId: 'other', json: true });
    expect(readArgs([], { SITE_ID: 'agency' })).toEqual({ siteId: 'agency', json: false });
    expect(readArgs([], {})).toEqual({ siteId: 'demo', json: false });
    expect(() => readArgs(['--site'], {})).toThrow('--site needs a site id');
  });

  it('prints the count per rule with its source, and each listing with what it lacks', () => {
    const report = complianceReport(
      [brusselsFlat(1, { energyLabel: 'C', co2: 30 }), brusselsFlat(2, { energyLabel: 'PEB en cours', co2: 30 }), brusselsFlat(3, { energyLabel: 'B' })],
      '2026-11-21',
    );
    const text = reportText('demo', report);
    expect(text).toContain("Compliance of site 'demo' on 2026-11-21");
    expect(text).toContain('Listings on offer checked: Flanders 0, Wallonia 0, Brussels 3');
    expect(text).toContain('Not publishable as they are: 2');
    expect(text).toMatch(/BRUSSELS\s+co2\s+missing\s+1\s+COBRACE.*\(since 2011-05-01\)/);
    expect(text).toContain('2 IMD-2 [BRUSSELS]: energyLabel invalid ("PEB en cours")');
    expect(text).toContain('3 IMD-3 [BRUSSELS]: co2 missing');
  });
});
