import type { City, Estate } from '../../domain/estate/estate';
import type { SubscriptionRequest } from '../../domain/requests/visitor-requests';
import type { VisitorRequests } from '../../application/ports/visitor-requests';
import { FIXTURE_CITIES, FIXTURE_ESTATES, GENT, LIEGE, MERELBEKE } from '../fixtures/estates';
import { useAdapter } from './adapter-under-test';
import type { MakeAdapter } from './adapter-under-test';

/** Cities for the city search and the estates similar ones are chosen from. */
export interface VisitorRequestsFixture {
  readonly cities: readonly City[];
  readonly estates: readonly Estate[];
}

export const VISITOR_REQUESTS_FIXTURE: VisitorRequestsFixture = {
  cities: FIXTURE_CITIES.map(({ id, name, zip, alias }) => ({ id, name, zip, ...(alias && { alias }) })),
  estates: FIXTURE_ESTATES,
};

const subscription = (criteria: string, email = 'lotte@example.be'): SubscriptionRequest => ({
  name: 'Lotte',
  email,
  criteria,
  locale: 'nl',
  consent: { version: 'privacy-2026-11' },
});

const cityIds = (cities: readonly City[]) => cities.map((city) => city.id).sort((a, b) => a - b);

export function describeVisitorRequestsContract(
  name: string,
  makeAdapter: MakeAdapter<VisitorRequests, VisitorRequestsFixture>,
): void {
  describe(`VisitorRequests contract: ${name}`, () => {
    const visitor = useAdapter(makeAdapter, VISITOR_REQUESTS_FIXTURE, 'each');

    it('§1 the contact form and send-to-a-friend are accepted', async () => {
      await expect(
        visitor().contact({ name: 'Lotte', email: 'lotte@example.be', message: 'Graag een bezoek.', estateId: 1, locale: 'nl' }),
      ).resolves.toBeUndefined();
      await expect(
        visitor().sendToFriend({
          estateId: 1,
          senderName: 'Lotte',
          senderEmail: 'lotte@example.be',
          friendEmail: 'tom@example.be',
          locale: 'nl',
        }),
      ).resolves.toBeUndefined();
    });

    it('§1 subscribe gives the subscription under a new token, readable by that token', async () => {
      const created = await visitor().subscribe(subscription('trans=kopen&city=11'));
      // Issue 11: where the site sends the alerts, a new subscription waits for its confirmation (double opt-in).
      const alerts = visitor().alertsBy === 'site' ? { alerts: { status: 'pending', rhythm: 'daily', followed: [] } } : {};
      expect(created).toEqual({ ...subscription('trans=kopen&city=11'), token: expect.any(String), ...alerts });
      expect(created.token).not.toBe('');
      expect(await visitor().subscription(created.token)).toEqual(created);
      const other = await visitor().subscribe(subscription('trans=huren', 'tom@example.be'));
      expect(other.token).not.toBe(created.token);
    });

    it('§2 edit subscriptions: the criteria are replaced under the same token; an unknown token gives null', async () => {
      const { token } = await visitor().subscribe(subscription('trans=kopen'));
      const edited = await visitor().editSubscription(token, subscription('trans=huren&price-max=1000'));
      expect(edited).toMatchObject({ ...subscription('trans=huren&price-max=1000'), token });
      expect(await visitor().subscription(token)).toEqual(edited);
      expect(await visitor().editSubscription('no-such-token', subscription('trans=huren'))).toBeNull();
    });

    it('issue 11: the followed estates of a subscription are replaced; an unknown token gives null', async () => {
      if (visitor().alertsBy !== 'site') return;
      const { token } = await visitor().subscribe({ ...subscription('trans=kopen'), rhythm: 'weekly' });
      expect(await visitor().followEstates(token, [3, 1])).toMatchObject({ token, alerts: { status: 'pending', rhythm: 'weekly', followed: [3, 1] } });
      expect((await visitor().subscription(token))?.alerts?.followed).toEqual([3, 1]);
      const edited = await visitor().editSubscription(token, subscription('trans=huren'));
      expect(edited?.alerts).toMatchObject({ rhythm: 'weekly', followed: [3, 1] });
      expect(await visitor().followEstates('no-such-token', [1])).toBeNull();
      expect(await visitor().confirmSubscription('no-such-token')).toBeNull();
    });

    it('§2 unsubscribe removes the subscription once: true, then false; the token no longer reads', async () => {
      const { token } = await visitor().subscribe(subscription('trans=kopen'));
      expect(await visitor().unsubscribe(token)).toBe(true);
      expect(await visitor().subscription(token)).toBeNull();
      expect(await visitor().unsubscribe(token)).toBe(false);
      expect(await visitor().unsubscribe('no-such-token')).toBe(false);
    });

    it.each<[string, string, readonly number[]]>([
      ['a postal code prefix', '98', [MERELBEKE.id]],
      ['the start of the name, any case', 'GEN', [GENT.id]],
      ['the name without its accent', 'liege', [LIEGE.id]],
      ['nothing known', 'xyz', []],
    ])('§7 search-city finds cities by %s', async (_title, query, expected) => {
      expect(cityIds(await visitor().searchCity(query, 'nl'))).toEqual([...expected]);
    });

    it('§7 similar estates share head type and transaction, never include the estate itself; nearest price first', async () => {
      const similar = await visitor().similarEstates(2, 'nl');
      // Estate 2 costs €250.000: project unit 101 (€285.000), then 9 (€320.000), then unit 102 (€345.000).
      expect(similar.map((estate) => Number(estate.general.id))).toEqual([101, 9, 102]);
      expect(await visitor().similarEstates(7, 'nl')).toEqual([]);
      expect(await visitor().similarEstates(4040, 'nl')).toEqual([]);
    });
  });
}
