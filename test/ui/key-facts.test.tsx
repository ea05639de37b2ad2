/** @jest-environment jsdom */
import './support/jsdom-globals';
import { cleanup, render, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { keyFacts } from '../../domain/display/key-facts';
import { estateId, type Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import { KeyFacts } from '../../ui/components/detail/key-facts';
import { messagesFor } from '../../ui/i18n/messages';

afterEach(cleanup);

/** An estate of this head type and subtype with 18 m² built. */
const estate = (head: number, sub: number): Estate => ({
  general: { id: estateId(7), headType: { id: head }, subType: { id: sub }, transaction: { id: 1 } },
  dimensions: { areaBuild: 18 },
});

function areaTerm(of: Estate, locale: Locale): string {
  const { container } = render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
      <KeyFacts facts={keyFacts(of, locale, [])} />
    </IntlProvider>,
  );
  const fact = container.querySelector('.key-facts__fact--area') as HTMLElement;
  expect(within(fact).getByText('18 m²')).toBeTruthy();
  return fact.querySelector('dt')?.textContent ?? '';
}

describe('issue 13 item 8: garages and parking spaces say no "m² bewoonbaar" on their detail page either', () => {
  it.each<[string, number, number, Locale, string]>([
    ['a garage box', 5, 501, 'nl', 'Oppervlakte'],
    ['a parking space', 5, 502, 'fr', 'Surface'],
    ['a shop', 4, 401, 'de', 'Fläche'],
    ['a garage box', 5, 501, 'en', 'Floor area'],
    ['a house', 1, 101, 'nl', 'Bewoonbare oppervlakte'],
    ['an apartment', 2, 201, 'fr', 'Surface habitable'],
  ])('issue 13 item 8: %s (head type %i, subtype %i) in %s: "%s"', (_title, head, sub, locale, term) => {
    expect(areaTerm(estate(head, sub), locale)).toBe(term);
  });
});
