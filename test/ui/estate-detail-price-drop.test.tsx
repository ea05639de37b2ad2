/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { render, screen } from '@testing-library/react';
import { routePath } from '../../domain/routing/routes';
import type { Locale } from '../../domain/shared/locale';
import { DETAIL_ESTATES, HOUSE_IN_GENT } from './support/detail-estates';
import { aDetailWorld, ORIGIN } from './support/detail-world';

const ID = Number(HOUSE_IN_GENT.general.id);

/** The detail page of HOUSE_IN_GENT (€ 450.000 now) in a language, after the recorded `changes` of its price. */
async function openWithHistory(locale: Locale, changes: readonly { at: string; from: number; to: number }[]) {
  const world = aDetailWorld({ estates: DETAIL_ESTATES, locale });
  changes.forEach(({ at, from, to }, index) => world.catalogue.changes.push({ kind: 'price', estateId: ID, at, from, to, id: index + 1 }));
  const outcome = await world.load(routePath('estate', locale, { estateId: ID }));
  const path = 'thrown' in outcome && outcome.thrown instanceof Response ? new URL(outcome.thrown.headers.get('Location')!, ORIGIN).pathname : '';
  render(world.open(path).ui);
  await screen.findByRole('heading', { level: 1 });
  return document.querySelector('.detail-header__drop')?.textContent;
}

describe('issue 11 price history on the detail page, in four languages', () => {
  it.each<[Locale, string]>([
    ['nl', 'Prijs verlaagd op 21/11/2026 van € 480.000 naar € 450.000'],
    ['fr', 'Prix baissé le 21/11/2026 de € 480.000 à € 450.000'],
    ['en', 'Price lowered on 21/11/2026 from € 480.000 to € 450.000'],
    ['de', 'Preis am 21/11/2026 von € 480.000 auf € 450.000 gesenkt'],
  ])('issue 11 (%s): under the price, the latest drop with its day in Brussels (23:15 UTC is the next day)', async (locale, line) => {
    expect(await openWithHistory(locale, [{ at: '2026-11-20T23:15:00.000Z', from: 480_000, to: 450_000 }])).toBe(line);
  });

  it('issue 11: no line without history (a backend that keeps none), nor after a rise', async () => {
    expect(await openWithHistory('nl', [])).toBeUndefined();
    expect(await openWithHistory('nl', [{ at: '2026-11-20T10:00:00.000Z', from: 420_000, to: 450_000 }])).toBeUndefined();
  });
});
