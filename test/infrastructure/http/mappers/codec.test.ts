import { z } from 'zod';
import {
  as,
  bool,
  field,
  list,
  nullable,
  num,
  object,
  oneOf,
  scalar,
  str,
  textOrTranslated,
  translated,
} from '../../../../infrastructure/http/mappers/codec';

describe('§3 reading upstream values without throwing (codec)', () => {
  it.each<[unknown, number | undefined]>([
    [12, 12],
    ['12', 12],
    [' 7.5 ', 7.5],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [true, undefined],
    [null, undefined],
  ])('numbers and numeric text: %p → %p', (raw, expected) => {
    expect(num.decode(raw)).toBe(expected);
  });

  it.each<[unknown, boolean | undefined]>([
    [true, true],
    ['true', true],
    [1, true],
    ['1', true],
    [false, false],
    ['false', false],
    [0, false],
    ['0', false],
    ['yes', undefined],
    [2, undefined],
    [null, undefined],
  ])('booleans, as text and 0/1 too: %p → %p', (raw, expected) => {
    expect(bool.decode(raw)).toBe(expected);
  });

  it.each<[unknown, string | undefined]>([
    ['Gent', 'Gent'],
    [9000, '9000'],
    [true, undefined],
    [{}, undefined],
  ])('text, numbers read as their text: %p → %p', (raw, expected) => {
    expect(str.decode(raw)).toBe(expected);
  });

  it('a text per language keeps the site languages with text; nothing left is nothing', () => {
    expect(translated.decode({ nl: 'Huis', fr: 3, xx: 'x', en: 'House' })).toEqual({ nl: 'Huis', en: 'House' });
    expect(translated.decode({})).toBeUndefined();
    expect(translated.decode('Huis')).toBeUndefined();
    expect(textOrTranslated.decode('Huis')).toBe('Huis');
    expect(textOrTranslated.decode({ de: 'Haus' })).toEqual({ de: 'Haus' });
  });

  it('scalars, fixed values, lists and explicit nulls', () => {
    expect([null, 'a', 1, false, {}].map((raw) => scalar.decode(raw))).toEqual([null, 'a', 1, false, undefined]);
    expect([oneOf(['A', 'B'] as const).decode('B'), oneOf(['A'] as const).decode('C')]).toEqual(['B', undefined]);
    expect(list(num).decode(['1', 'x', 2])).toEqual([1, 2]);
    expect(list(num).decode('1,2')).toBeUndefined();
    expect(nullable(num).decode(null)).toBeNull();
    expect(nullable(num).decode(undefined)).toBeUndefined();
    expect(nullable(num).encode(null)).toBeNull();
    expect(as(num, String, Number).decode('x')).toBeUndefined();
  });

  it('an object: fallbacks fill absent fields, an absent required field makes it unreadable, explicit nulls stay', () => {
    type Shape = { readonly id: number; readonly label: string; readonly note?: string | null };
    const shape = object<Shape, { id: unknown; label: unknown; note_text: unknown }>(
      { id: field('id', num), label: field('label', str, ''), note: field('note_text', nullable(str)) },
      ['id'],
    );
    expect(shape.decode({ id: '3', note_text: null })).toEqual({ id: 3, label: '', note: null });
    expect(shape.decode({ label: 'no id' })).toBeUndefined();
    expect(shape.decode([])).toBeUndefined();
    expect(shape.encode({ id: 3, label: 'x', note: 'n' })).toEqual({ id: 3, label: 'x', note_text: 'n' });
    expect(shape.encode({ id: 3, label: 'x' })).toEqual({ id: 3, label: 'x' });
  });
});

describe('issue 19 item 5: the upstream codec is zod 4', () => {
  it('every codec is a zod schema that reads (decode) and writes (encode) the upstream form, and never fails', () => {
    const shape = object<{ readonly n: number }, { n_text: unknown }>({ n: field('n_text', num) }, ['n']);
    expect(z.decode(shape, { n_text: '4' })).toEqual({ n: 4 });
    expect(z.encode(shape, { n: 4 })).toEqual({ n_text: 4 });
    expect(shape.safeParse({ n_text: 'four' })).toEqual({ success: true, data: undefined });
  });
});
