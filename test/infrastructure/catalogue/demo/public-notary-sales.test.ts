import { notarySaleKind, notarySaleSchedule } from '../../../../domain/estate/notary-sale';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';

/**
 * Issue 20 ("Also"): the demo had no public (in-person) notary sale, so `?notary=public` was always empty. It now
 * sells two listings at a session with its date and place, in the full demo and in the e2e's 300-estate one.
 */
describe('issue 20: the demo sells two listings at a public notary session', () => {
  it.each([2000, 300])('%i estates: ?notary=public finds two sales, each with an upcoming session day and a place', (estates) => {
    const referenceDate = '2026-11-26';
    const { groups } = generateDemoCatalogue({ estates, referenceDate }).sites[0]!;
    const found = evaluateSearch(groups, buildSearchBody({ filter: { notarySales: ['public'] }, from: 0, size: 50 })).results;
    expect(found).toHaveLength(2);
    for (const estate of found) {
      expect(notarySaleKind(estate)).toBe('public');
      const schedule = notarySaleSchedule(estate, new Date(`${referenceDate}T12:00:00Z`));
      expect(schedule).toMatchObject({ kind: 'public', phase: 'upcoming', location: expect.stringMatching(/^(Notariskantoor Demo|Étude notariale Démo), \S/) });
      expect((schedule?.sessionDate ?? '') > referenceDate).toBe(true);
      expect(estate.fields?.notary?.setting_price).toBe(estate.price?.value);
    }
    // The online sales are still there.
    expect(evaluateSearch(groups, buildSearchBody({ filter: { notarySales: ['online'] }, from: 0, size: 1 })).total).toBeGreaterThan(0);
  });
});
