import { estateAddress, formatAddress } from '../../domain/display/format-address';
import { brusselsToday, formatDayInWords } from '../../domain/display/format-date';
import type { EstateAddress } from '../../domain/estate/estate';

const KAPELLEWEG: EstateAddress = {
  visible: true,
  streetAddress: 'Kapelleweg 50 bus 0804',
  street: { nl: 'Kapelleweg', fr: 'Kapelleweg' },
  number: '50',
  box: '0804',
  city: { id: 1, name: 'Oostende', zip: '8400', alias: { fr: 'Ostende' } },
};

describe('issue 20 item 6: one address formatter for pages, mails and the .ics', () => {
  it('uses the agency\'s street line as it is: the box is not added a second time', () => {
    expect(formatAddress(KAPELLEWEG, 'nl', 'agency')).toBe('Kapelleweg 50 bus 0804, 8400 Oostende');
    expect(formatAddress(KAPELLEWEG, 'fr', 'public')).toBe('Kapelleweg 50 bus 0804, 8400 Ostende');
  });

  it('without a street line: street, number/box, postcode and city', () => {
    const parts: EstateAddress = { ...KAPELLEWEG, streetAddress: undefined };
    expect(formatAddress(parts, 'nl', 'public')).toBe('Kapelleweg 50/0804, 8400 Oostende');
    expect(formatAddress({ city: { id: 2, name: 'Gent', zip: '9000' } }, 'en', 'public')).toBe('9000 Gent');
    expect(formatAddress({}, 'en', 'public')).toBeUndefined();
    expect(formatAddress(undefined, 'en', 'public')).toBeUndefined();
  });

  it('§3 address.visible false: the public reads the city alone, the agency the full address', () => {
    const hidden = { ...KAPELLEWEG, visible: false };
    expect(formatAddress(hidden, 'nl', 'public')).toBe('8400 Oostende');
    expect(formatAddress(hidden, 'nl', 'agency')).toBe('Kapelleweg 50 bus 0804, 8400 Oostende');
  });

  it('a project without an address of its own takes its first unit\'s', () => {
    const project = { general: { id: 9 }, children: [{ general: { id: 10 }, address: KAPELLEWEG }] } as unknown as Parameters<typeof estateAddress>[0];
    expect(estateAddress(project, 'nl', 'public')).toBe('Kapelleweg 50 bus 0804, 8400 Oostende');
  });
});

describe('issue 20: days in Brussels, in words', () => {
  it.each([
    ['2026-11-26T22:59:59Z', '2026-11-26'],
    ['2026-11-26T23:30:00Z', '2026-11-27'], // 00:30 in Brussels (CET): already the next day
    ['2026-07-04T21:59:00Z', '2026-07-04'],
    ['2026-07-04T22:00:00Z', '2026-07-05'], // midnight in Brussels (CEST)
  ])('today at %s is %s in Brussels', (now, day) => {
    expect(brusselsToday(new Date(now))).toBe(day);
  });

  it.each([
    ['nl', 'zaterdag 4 juli 2026'],
    ['fr', 'samedi 4 juillet 2026'],
    ['en', 'Saturday, 4 July 2026'],
    ['de', 'Samstag, 4. Juli 2026'],
  ] as const)('a calendar date in words (%s)', (locale, words) => {
    expect(formatDayInWords('2026-07-04', locale)).toBe(words);
    expect(formatDayInWords('2026-07-03T22:30:00Z', locale)).toBe(words);
  });
});
