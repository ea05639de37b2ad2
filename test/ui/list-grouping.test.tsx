/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { render, screen } from '@testing-library/react';
import { estateId, type Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import { FIXTURE_ESTATES } from '../fixtures/estates';
import { aListWorld } from './support/list-page-world';

/** An estate with no type, transaction, city or price: it has no key under any grouping (§9 'Projecten'). */
const KEYLESS: Estate = { general: { id: estateId(99), publicationDate: '2025-03-20T09:00:00.000Z' } };

async function groupHeadings(search: string, locale: Locale = 'nl', estates: readonly Estate[] = [...FIXTURE_ESTATES, KEYLESS]) {
  const { ui } = aListWorld({ estates, locale }).open(search);
  const { container } = render(ui);
  await screen.findByRole('search');
  return [...container.querySelectorAll('.estate-group__title')].map((heading) => ({
    level: heading.tagName,
    label: heading.textContent!.replace(/\s*\(\d+\)$/, ''),
    count: Number(heading.textContent!.match(/\((\d+)\)$/)?.[1]),
  }));
}

const labels = (headings: readonly { label: string }[]) => headings.map((heading) => heading.label);

describe('§1 §9 grouped results: headings in the §9 order, estates without a key last under Projecten', () => {
  it('§9 TYPE: head type ids in the order 1, 3, 7, 2, 4, 6, 10, 5, 9, each an <h2> with its count', async () => {
    const headings = await groupHeadings('?group=TYPE');
    expect(labels(headings)).toEqual(['Woning', 'Grond', 'Appartement', 'Bedrijfsvastgoed', 'Project', 'Garage', 'Projecten']);
    expect(headings.map((heading) => heading.level)).toEqual(Array(7).fill('H2'));
    expect(headings.map((heading) => heading.count)).toEqual([3, 1, 3, 1, 1, 1, 1]);
  });

  it.each(['nl', 'de'] as const)('issue 20 item 3 (%s): each type option\'s count is its group heading; the projects its choice also finds are said apart', async (locale) => {
    const { ui } = aListWorld({ estates: [...FIXTURE_ESTATES, KEYLESS], locale }).open('?group=TYPE');
    const { container } = render(ui);
    await screen.findByRole('search');
    const headings = Object.fromEntries(
      [...container.querySelectorAll('.estate-group__title')].map((heading) => [heading.textContent!.replace(/\s*\(\d+\)$/, ''), Number(heading.textContent!.match(/\((\d+)\)$/)?.[1])]),
    );
    const options = [...container.querySelectorAll('input[name="type"]')]
      .map((input) => input.closest('label')!.textContent!)
      .filter((text, index, all) => all.indexOf(text) === index);
    const project = locale === 'nl' ? 'project' : 'Projekt';
    expect(options.some((text) => text.includes(`+ 1 ${project}`))).toBe(true);
    for (const text of options) {
      // "Appartement (3 + 1 project)" or "Woning (3)": the first number is the group's.
      const [, label, own, plain] = text.match(/^(.*) \((?:(\d+) \+ \d+ \S+|(\d+))\)$/u) ?? [];
      expect({ label, count: Number(own ?? plain) }).toEqual({ label, count: headings[label!] });
    }
  });

  it('§9 STATUS: transaction ids in the order 1, 3, 2, 4, 10, 5, 6', async () => {
    const takeOver: Estate = { general: { id: estateId(98), transaction: { id: 3 }, publicationDate: '2025-03-21T09:00:00.000Z' } };
    const headings = await groupHeadings('?group=STATUS', 'nl', [...FIXTURE_ESTATES, KEYLESS, takeOver]);
    expect(labels(headings)).toEqual(['Te koop', 'Over te nemen', 'Te huur', 'Verhuurd', 'Verkocht', 'Projecten']);
  });

  it.each([
    ['fr', ['Anvers', 'Brugge', 'Gent', 'Liège', 'Merelbeke', 'Roubaix', 'Projets']],
    ['nl', ['Antwerpen', 'Brugge', 'Gent', 'Luik', 'Merelbeke', 'Roubaix', 'Projecten']],
  ] as const)('§9 CITY: by city name, each city named in the page language (%s), Projecten last', async (locale, expected) => {
    expect(labels(await groupHeadings('?group=CITY', locale))).toEqual(expected);
  });

  it('§9 SUBTYPE: subtype ids ascending, labelled from the subtype enumeration', async () => {
    const subTypes: Readonly<Record<number, number>> = { 1: 102, 2: 204, 3: 201, 9: 204 };
    const estates = FIXTURE_ESTATES.filter((estate) => Number(estate.general.id) in subTypes).map((estate) => ({
      ...estate,
      general: { ...estate.general, subType: { id: subTypes[Number(estate.general.id)]! } },
    }));
    expect(labels(await groupHeadings('?group=SUBTYPE', 'en', estates))).toEqual(['Villa', 'Apartment', 'Duplex']);
  });

  it('§9 PRICE: price bands ascending, rents before sale prices', async () => {
    const estates = FIXTURE_ESTATES.filter((estate) => [2, 3, 9].includes(Number(estate.general.id)));
    expect(labels(await groupHeadings('?group=PRICE', 'nl', [...estates, KEYLESS]))).toEqual([
      '€ 750 – € 1.000',
      '€ 200.000 – € 300.000',
      '€ 300.000 – € 400.000',
      'Projecten',
    ]);
  });

  it.each([
    ['nl', 'Projecten'],
    ['fr', 'Projets'],
    ['en', 'Projects'],
    ['de', 'Projekte'],
  ] as const)('§9 the group without a key keeps its key and is labelled in the page language (%s)', async (locale, label) => {
    const headings = await groupHeadings('?group=TYPE', locale);
    expect(headings.at(-1)?.label).toBe(label);
  });

  it('§1 without a grouping the estates form one grid, no group headings', async () => {
    expect(await groupHeadings('')).toEqual([]);
  });
});
