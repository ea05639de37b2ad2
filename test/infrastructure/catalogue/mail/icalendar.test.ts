import { brusselsLocalTime, escapeText, foldLine, utcTime, viewingCalendar } from '../../../../infrastructure/catalogue/mail/icalendar';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('issue 12 item 2: the viewing as an RFC 5545 calendar object', () => {
  it.each([
    ['plain words', 'Bezoek Veldstraat 1', 'Bezoek Veldstraat 1'],
    ['§3.3.11 a comma', 'Veldstraat 1, 9000 Gent', 'Veldstraat 1\\, 9000 Gent'],
    ['§3.3.11 a semicolon', 'a;b', 'a\\;b'],
    ['§3.3.11 a backslash first, so that no escape is escaped twice', 'C:\\x,y', 'C:\\\\x\\,y'],
    ['§3.3.11 line breaks of every kind as \\n', 'one\r\ntwo\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['§3.1 other control characters dropped', 'a\u0007b\u001fc', 'abc'],
    ['a colon and quotes stay', 'Annuleren: "nu"', 'Annuleren: "nu"'],
  ])('RFC 5545 TEXT escaping: %s', (_title, text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });

  it.each([
    ['a short line stays one line', 'SUMMARY:Bezoek', 1],
    ['exactly 75 octets stays one line', `DESCRIPTION:${'x'.repeat(63)}`, 1],
    ['76 octets fold once', `DESCRIPTION:${'x'.repeat(64)}`, 2],
    ['a long ASCII line', `DESCRIPTION:${'abc '.repeat(60)}`, 4],
    ['multi-octet characters (é is 2, € 3 octets) never split', `LOCATION:${'é€'.repeat(40)}`, 3],
  ])('RFC 5545 §3.1 folding at 75 octets: %s', (_title, line, lines) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts).toHaveLength(lines);
    expect(parts.every((part) => octets(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it.each([
    ['winter (CET, UTC+1)', '2026-12-01T09:30:00.000Z', '20261201T103000'],
    ['summer (CEST, UTC+2)', '2027-07-01T08:00:00Z', '20270701T100000'],
    ['the day after in Brussels at 23:30 UTC', '2026-11-30T23:30:00Z', '20261201T003000'],
    ['an offset written in the source', '2027-03-29T10:00:00+02:00', '20270329T100000'],
  ])('§3.3.5 local time in Europe/Brussels: %s', (_title, iso, local) => {
    expect(brusselsLocalTime(iso)).toBe(local);
  });

  it('§3.8.7.2 DTSTAMP in UTC', () => {
    expect(utcTime('2026-11-23T12:04:05.678Z')).toBe('20261123T120405Z');
  });

  const event = {
    uid: 'viewing-abc@www.immo-demo.be',
    stamp: '2026-11-23T12:00:00Z',
    start: '2026-12-01T09:30:00Z',
    end: '2026-12-01T10:00:00Z',
    summary: 'Bezoek: Ruime villa, tuin (Immo Demo)',
    location: 'Veldstraat 1, 9000 Gent',
    description: 'Ruime villa\nhttps://www.immo-demo.be/nl/aanbod/1/villa\n\nAfspraak annuleren: https://www.immo-demo.be/nl/afspraak-annuleren/secret-id-that-is-long-enough-to-fold',
    url: 'https://www.immo-demo.be/nl/aanbod/1/villa',
  };

  it('§3.4 one VCALENDAR with VERSION, PRODID, METHOD:PUBLISH, the VTIMEZONE and one VEVENT, lines ended by CRLF', () => {
    const text = viewingCalendar(event, '-//Immo Demo//www.immo-demo.be//NL');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Immo Demo//www.immo-demo.be//NL', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Brussels',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
        'UID:viewing-abc@www.immo-demo.be',
        'DTSTAMP:20261123T120000Z',
        'DTSTART;TZID=Europe/Brussels:20261201T103000',
        'DTEND;TZID=Europe/Brussels:20261201T110000',
        'SUMMARY:Bezoek: Ruime villa\\, tuin (Immo Demo)',
        'LOCATION:Veldstraat 1\\, 9000 Gent',
        'DESCRIPTION:Ruime villa\\nhttps://www.immo-demo.be/nl/aanbod/1/villa\\n\\nAfspraak annuleren: https://www.immo-demo.be/nl/afspraak-annuleren/secret-id-that-is-long-enough-to-fold',
        'URL:https://www.immo-demo.be/nl/aanbod/1/villa',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // The time zone is defined before the event that names it.
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('§3.8.4.7 the same viewing gives the same object (a stable UID), without LOCATION when no address is known', () => {
    const withoutAddress = { ...event, location: undefined };
    expect(viewingCalendar(event, 'p')).toBe(viewingCalendar(event, 'p'));
    expect(viewingCalendar(withoutAddress, 'p')).not.toContain('LOCATION');
  });
});
