import { agencyTitle } from '../../domain/display/estate-title';
import type { Estate } from '../../domain/estate/estate';

const withTitle = (title: Estate['general']['title']) => ({ general: { id: 1, title } }) as Pick<Estate, 'general'>;

describe('issue 12 / §3 general.title: the agency title of a detail page', () => {
  it.each([
    ['nl', { nl: 'Ruime gezinswoning in Gent' }, 'Ruime gezinswoning in Gent'],
    ['fr', { nl: 'Ruime gezinswoning in Gent', fr: 'Spacieuse maison familiale à Gand' }, 'Spacieuse maison familiale à Gand'],
    ['fr', { nl: 'Ruime gezinswoning in Gent' }, undefined],
    ['en', { en: '   ' }, undefined],
    ['de', { de: '  Geräumiges\n Familienhaus ' }, 'Geräumiges Familienhaus'],
    ['nl', undefined, undefined],
  ] as const)('§3 title per language, %s of %j → %s (blank falls back to §2 "{subtype} in {city}")', (locale, title, expected) => {
    expect(agencyTitle(withTitle(title), locale)).toBe(expected);
  });
});
