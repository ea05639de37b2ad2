import { routePath } from '../../../../domain/routing/routes';
import { LOCALES } from '../../../../domain/shared/locale';
import type { Locale } from '../../../../domain/shared/locale';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { isValidBelgianCompanyNumber } from '../../../../infrastructure/catalogue/demo/site/agency-identity';

const demo = generateDemoCatalogue({ estates: 400 }).sites[0]!;
const agency = demo.site.agency;

/** The mod-97 check computed here, independently of the generator. */
function passesMod97(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 && 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

describe('demo agency identity', () => {
  it('has a well-formed company number that passes the mod-97 check, and the matching VAT number', () => {
    expect(agency.companyNumber).toMatch(/^0\d{3}\.\d{3}\.\d{3}$/);
    expect(agency.vatNumber).toMatch(/^BE 0\d{3}\.\d{3}\.\d{3}$/);
    expect(passesMod97(agency.companyNumber)).toBe(true);
    expect(agency.vatNumber.replace(/\D/g, '')).toBe(agency.companyNumber.replace(/\D/g, ''));
  });

  it.each([
    ['BE 0765.432.146', true],
    ['0765432146', true],
    ['BE 0765.432.147', false],
    ['BE 2765.432.146', false],
    ['0765.432.14', false],
  ])('judges %s valid: %s', (text, valid) => {
    expect(isValidBelgianCompanyNumber(text)).toBe(valid);
  });

  it('names the BIV title, number, supervisory authority and insurer in every language', () => {
    expect(agency.bivNumber).toMatch(/^\d{3}\.\d{3}$/);
    expect(agency.insurer).not.toBe('');
    for (const locale of LOCALES) {
      expect(agency.bivTitle[locale]).not.toBe('');
      expect(agency.supervisoryAuthority[locale]).toMatch(/16 B, 1000 Br/);
    }
  });
});

describe('demo menus and pages', () => {
  const strip = (name: string, locale: Locale): string => routePath(name, locale).slice(locale.length + 2);
  const main = demo.menus.find((menu) => menu.type === 'main');
  const footer = demo.menus.find((menu) => menu.type === 'footer');

  it.each(LOCALES)('§2 and issue 12 (holiday rentals) link the menus to the route paths in %s', (locale) => {
    expect(main?.items.map((item) => item.url[locale])).toEqual([strip('list', locale), strip('holidayList', locale), strip('favorites', locale), strip('subscribe', locale), locale === 'de' ? 'kontakt' : 'contact']);
    expect(footer?.items.map((item) => item.url[locale])).toEqual([strip('privacy', locale), strip('terms', locale)]);
    for (const item of [...(main?.items ?? []), ...(footer?.items ?? [])]) expect(item.label[locale]).toMatch(/\S/);
  });

  it('has the pages home, privacy, terms and contact, each under a URL in every language', () => {
    expect(demo.pages.map((page) => page.key)).toEqual(['home', 'privacy', 'terms', 'contact']);
    const privacy = demo.pages.find((page) => page.key === 'privacy');
    for (const locale of LOCALES) expect(privacy?.url[locale]).toBe(strip('privacy', locale));
  });

  it('writes real page text in four languages: sanitised HTML, no placeholder', () => {
    for (const page of demo.pages) {
      for (const locale of LOCALES) {
        const body = page.body[locale] ?? '';
        expect(page.title[locale]).toMatch(/\S/);
        expect(body.length).toBeGreaterThan(200);
        expect(body).not.toMatch(/lorem|ipsum|TODO/i);
        expect(body.replace(/<\/?(h2|p|ul|li)>/g, '')).not.toMatch(/[<>]/);
      }
    }
  });

  it('states the GDPR rights and where to complain in the privacy statement', () => {
    const privacy = demo.pages.find((page) => page.key === 'privacy');
    expect(privacy?.body.nl).toContain('Gegevensbeschermingsautoriteit');
    expect(privacy?.body.fr).toContain('Autorité de protection des données');
    expect(privacy?.body.en).toContain(agency.email);
  });

  it('has a translation table with the same keys in every language, including §2 favorites.*', () => {
    const keys = Object.keys(demo.translations.nl).sort();
    expect(keys).toEqual(expect.arrayContaining(['favorites.title', 'favorites.no.estates', 'site.tagline']));
    for (const locale of LOCALES) expect(Object.keys(demo.translations[locale]).sort()).toEqual(keys);
  });
});

describe('demo holiday rentals', () => {
  const towns = ['Knokke-Heist', 'De Haan', 'Oostende', 'Middelkerke', 'Nieuwpoort', 'Koksijde', 'De Panne', 'Blankenberge', 'Durbuy', 'La Roche-en-Ardenne', 'Bouillon', 'Spa'];

  it('has 25 units at the coast and in the Ardennes, for 2 to 10 guests, described in four languages', () => {
    expect(demo.rentalUnits).toHaveLength(25);
    for (const unit of demo.rentalUnits) {
      expect(towns).toContain(unit.general.city?.name);
      expect(unit.general.maxOccupation).toBeGreaterThanOrEqual(2);
      expect(unit.general.maxOccupation).toBeLessThanOrEqual(10);
      expect(unit.photos.length).toBeGreaterThanOrEqual(3);
      expect(unit.photos.every((photo) => /^\/assets\/photos\/demo1-([1-9]|1\d|2[0-4])\/1600\.jpg$/.test(photo.original))).toBe(true);
      for (const locale of LOCALES) expect(unit.general.description?.[locale]).toMatch(/\S/);
    }
    expect(new Set(demo.rentalUnits.map((unit) => unit.general.city?.name)).size).toBe(towns.length);
  });

  it('offers weekly periods from Saturday to Saturday from next week through the 2027 season, summer dearest', () => {
    for (const unit of demo.rentalUnits) {
      const periods = (demo.rentalPeriods[unit.id] ?? []).filter((period) => period.type === 'WEEK');
      expect(periods.length).toBeGreaterThan(25);
      for (const [index, period] of periods.entries()) {
        expect(new Date(`${period.start}T00:00:00Z`).getUTCDay()).toBe(6);
        expect(Date.parse(period.end) - Date.parse(period.start)).toBe(7 * 86_400_000);
        expect(period.start >= '2026-11-01' && period.start < '2027-11-01').toBe(true);
        expect(period.type).toBe('WEEK');
        if (index > 0) expect(period.start).toBe(periods[index - 1]?.end);
      }
      const price = (start: string): number => periods.find((period) => period.start === start)?.price ?? 0;
      expect(price('2027-07-17')).toBeGreaterThan(price('2027-10-09'));
    }
  });

  it('issue 20: every holiday unit is bookable from next week (the demo referred to 2026-11-01: Saturday 7 November), not from Easter', () => {
    for (const unit of demo.rentalUnits) {
      expect((demo.rentalPeriods[unit.id] ?? []).map((period) => period.start).sort()[0]).toBe('2026-11-07');
    }
    // Seeded on another day, the first arrival is still within the next nine days.
    const seeded = generateDemoCatalogue({ estates: 50, referenceDate: '2027-02-17' }).sites[0]!;
    for (const unit of seeded.rentalUnits) {
      const first = (seeded.rentalPeriods[unit.id] ?? []).filter((period) => period.type === 'WEEK')[0]?.start ?? '';
      expect(first >= '2027-02-19' && first <= '2027-02-26').toBe(true);
    }
  });

  it('issue 12 item 1 (§3 period types): outside July and August a long weekend, Friday to Monday, for less than its week', () => {
    for (const unit of demo.rentalUnits) {
      const periods = demo.rentalPeriods[unit.id] ?? [];
      const weekends = periods.filter((period) => period.type === 'WEEKEND');
      expect(weekends.length).toBeGreaterThan(15);
      for (const weekend of weekends) {
        expect(new Date(`${weekend.start}T00:00:00Z`).getUTCDay()).toBe(5);
        expect(Date.parse(weekend.end) - Date.parse(weekend.start)).toBe(3 * 86_400_000);
        expect(['07', '08']).not.toContain(weekend.start.slice(5, 7));
        const week = periods.find((period) => period.type === 'WEEK' && period.start < weekend.start && weekend.start < period.end);
        expect(weekend.price).toBeLessThan(week?.price ?? 0);
      }
      expect(periods.map((period) => period.start)).toEqual(periods.map((period) => period.start).sort());
    }
  });
});

describe('demo viewing slots', () => {
  const unitIds = new Set<number>(demo.groups.flatMap((group) => group.children ?? [group]).filter((unit) => [1, 2, 3].includes(unit.general.transaction?.id ?? 0)).map((unit) => unit.general.id));

  it('§1 offers agenda 1 on working days from 10:00 to 17:00, every 30 minutes, over the four weeks after the reference date', () => {
    const days = new Set(demo.slots.map((slot) => slot.start.slice(0, 10)));
    expect(demo.slots.every((slot) => slot.agendaId === demo.site.agendaId)).toBe(true);
    expect([...days].every((day) => day > '2026-11-01' && day <= '2026-11-29')).toBe(true);
    expect([...days].every((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))).toBe(true);
    expect(days.has('2026-11-11')).toBe(false);
    expect(new Set(demo.slots.map((slot) => slot.start.slice(11)))).toEqual(
      new Set(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'].map((time) => `${time}:00+01:00`)),
    );
    expect(demo.slots.every((slot) => Date.parse(slot.end) - Date.parse(slot.start) === 30 * 60_000)).toBe(true);
  });

  it('holds one or two visitors per slot, some slots tied to an estate still on the market', () => {
    expect(demo.slots.every((slot) => [1, 2].includes(slot.capacity) && slot.available >= 0 && slot.available <= slot.capacity)).toBe(true);
    const tied = demo.slots.filter((slot) => slot.estateId !== undefined);
    expect(tied.length).toBeGreaterThan(0);
    expect(tied.every((slot) => unitIds.has(slot.estateId ?? 0))).toBe(true);
  });
});
