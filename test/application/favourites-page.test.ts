import { favouritesPage } from '../../application/pages/favourites-page';
import type { VisitorRequests } from '../../application/ports/visitor-requests';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { aWorld } from './harness';

describe('issue 11 favourites page query: who sends alerts, and how many estates were just followed', () => {
  it.each<[string | null, number | undefined]>([
    ['2', 2],
    ['100', 100],
    [null, undefined],
    ['0', undefined],
    ['-1', undefined],
    ['2x', undefined],
    ['1000', undefined],
  ])('issue 11: ?gevolgd=%p reads as %p', async (followed, count) => {
    const world = aWorld();
    await expect(world.core.pages.favourites({ followed })).resolves.toEqual({ kind: 'page', view: { alertsBy: 'site', ...(count !== undefined && { followedCount: count }) } });
  });

  it('issue 11: against an agency platform the page follows nothing (no form, no count)', async () => {
    const requests = { ...aWorld().requests, alertsBy: 'agency-platform' } as unknown as VisitorRequests;
    await expect(favouritesPage({ requests, logger: new MemoryLogger() }, { followed: '2' })).resolves.toEqual({ kind: 'page', view: { alertsBy: 'agency-platform' } });
  });
});
