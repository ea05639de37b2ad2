import { estateId } from '../../../../domain/estate/estate';
import type { Estate } from '../../../../domain/estate/estate';
import { toEstate, toEstates, toSalesRep, toUpstreamEstate } from '../../../../infrastructure/http/mappers/estate-mapper';
import { FIXTURE_ESTATES } from '../../../fixtures/estates';
import { EXPECTED_PROJECT, UPSTREAM_PROJECT } from '../upstream-project';

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('§3 upstream estate JSON → domain Estate', () => {
  it('§3 maps a realistic project with its units: snake_case names to camelCase, text ids to numbers, children recursively', () => {
    expect(toEstate(UPSTREAM_PROJECT)).toEqual(EXPECTED_PROJECT);
  });

  it('§3 keeps only what was sent: a bare id gives an estate with nothing else', () => {
    expect(toEstate({ general: { id: 7 } })).toEqual({ general: { id: estateId(7) } });
  });

  it('§3 drops groups that are not objects and list fields that are not lists, without throwing', () => {
    const estate = toEstate({ general: { id: 7 }, address: 'Gent', price: [1], energy: null, rooms: {}, children: 'none' });
    expect(estate).toEqual({ general: { id: estateId(7) } });
  });

  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['null', null],
    ['text', 'estate'],
    ['a list', [{ general: { id: 1 } }]],
    ['no general group', { title: 'no general' }],
    ['a general group without id', { general: { reference: 'R1' } }],
    ['an id that is no number', { general: { id: 'abc' } }],
  ])('§3 an estate without a readable general.id is unreadable (%s → null)', (_title, raw) => {
    expect(toEstate(raw)).toBeNull();
  });

  it('§3 reads the sales representative from `contact`, else from `salesRep`', () => {
    const both = toEstate({ general: { id: 1 }, contact: { name: 'Contact' }, salesRep: { name: 'Rep' } });
    expect(both?.contact).toEqual({ name: 'Contact' });
    expect(toEstate({ general: { id: 1 }, salesRep: { name: 'Rep' } })?.contact).toEqual({ name: 'Rep' });
    expect(toEstate({ general: { id: 1 }, contact: null, salesRep: { name: 'Rep' } })?.contact).toBeNull();
  });

  it('§7 a list of estates skips the unreadable ones; what is not a list reads as none', () => {
    expect(toEstates([{ general: { id: 1 } }, { general: {} }, 'x']).map((e) => e.general.id)).toEqual([1]);
    expect(toEstates({ results: [] })).toEqual([]);
    expect(toEstates(undefined)).toEqual([]);
  });

  it('§7 contact info: a sales representative, or null for nothing', () => {
    expect(toSalesRep({ email: 'els@agency.example', unknown: 1 })).toEqual({ email: 'els@agency.example' });
    expect(toSalesRep(null)).toBeNull();
    expect(toSalesRep(undefined)).toBeNull();
  });
});

describe('§3 domain Estate → upstream estate JSON (toUpstreamEstate)', () => {
  it('§3 writes the spec names: snake_case where §3 writes them so, `contact` for the sales representative', () => {
    const upstream = toUpstreamEstate(EXPECTED_PROJECT);
    const unit = upstream.children?.[0];
    expect(upstream).toMatchObject({
      short_description: 'Nieuwbouw in Gent',
      external_id: 'EXT-500',
      archived_at: null,
      general: { id: 500, investment_property: false, revenue_property: true },
      address: { street_address: 'Zonneweide 12' },
      contact: EXPECTED_PROJECT.contact,
    });
    expect(unit?.general).toMatchObject({ appartment_number: 'A1.02', parentId: 500 });
    expect(unit?.extraFields).toEqual([
      { extra_field_autoid: 9, type: 'text', value: 'Zuidgericht', value_lang_string: { nl: 'Zuidgericht', fr: 'Orienté sud' } },
    ]);
    const domainOnlyNames = /streetAddress|appartmentNumber|extraFieldAutoid|valueLangString|investmentProperty|salesRep/;
    expect(JSON.stringify(upstream)).not.toMatch(domainOnlyNames);
  });

  it.each<[string, Estate]>([
    ...FIXTURE_ESTATES.map((estate): [string, Estate] => [`fixture estate ${estate.general.id}`, estate]),
    ['the mapped upstream project', EXPECTED_PROJECT],
  ])('§3 round trip through JSON loses nothing: %s', (_title, estate) => {
    expect(toEstate(json(toUpstreamEstate(estate)))).toEqual(estate);
  });
});
