import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import * as reactIntl from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import * as browserIntl from '../../ui/i18n/browser-intl';
import { LOCALES, type Locale } from '../../domain/shared/locale';

type Intl = typeof reactIntl | typeof browserIntl;
type Messages = Record<string, MessageFormatElement[]>;

const compiled = (locale: Locale): Messages => JSON.parse(readFileSync(join('ui', 'i18n', 'compiled', `${locale}.json`), 'utf8')) as Messages;

function* elements(list: readonly MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const element of list) {
    yield element;
    if (element.type === 5 || element.type === 6) for (const option of Object.values(element.options)) yield* elements(option.value);
    if (element.type === 8) yield* elements(element.children);
  }
}

const COUNTS = [0, 1, 2, 5, 1234.5];
const TEXTS: unknown[] = ['Gent', 3, <b key="b">vet</b>, null, 'Liège'];

/** The values of one scenario: each argument, count, choice and tag of the message, varied by `n`. */
function valuesFor(message: readonly MessageFormatElement[], n: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of elements(message)) {
    if (element.type === 1) values[element.value] ??= TEXTS[n % TEXTS.length];
    if (element.type === 2 || element.type === 6) values[element.value] = COUNTS[n % COUNTS.length];
    if (element.type === 5) {
      const keys = Object.keys(element.options);
      values[element.value] = keys[n % keys.length];
    }
    if (element.type === 8) values[element.value] = (chunks: ReactNode[]) => <em>{chunks}</em>;
  }
  return values;
}

/** What a page renders for one message: the component and the formatMessage call, side by side. */
function rendered(intl: Intl, locale: Locale, messages: Messages, id: string, values: Record<string, unknown> | undefined): string {
  const { FormattedMessage, RawIntlProvider, createIntl, useIntl } = intl as typeof reactIntl;
  function Probe() {
    const formatted = useIntl().formatMessage({ id, defaultMessage: 'standaard' }, values as never) as ReactNode;
    return (
      <>
        <p>
          <FormattedMessage id={id} defaultMessage="standaard" values={values as never} />
        </p>
        <p>{formatted}</p>
      </>
    );
  }
  return renderToString(
    <RawIntlProvider value={createIntl({ locale, defaultLocale: 'nl', messages, onError: () => {} })}>
      <Probe />
    </RawIntlProvider>,
  );
}

describe('issue 8: the browser formats messages exactly as react-intl does on the server (ui/i18n/browser-intl.tsx)', () => {
  it.each(LOCALES)('every compiled %s message uses only what the browser formatter supports', (locale) => {
    const unsupported = Object.entries(compiled(locale)).flatMap(([id, message]) =>
      [...elements(message)]
        .filter((element) => ![0, 1, 2, 5, 6, 7, 8].includes(element.type) || (element.type === 2 && element.style) || (element.type === 6 && (element.pluralType !== 'cardinal' || element.offset)))
        .map(() => id),
    );
    expect(unsupported).toEqual([]);
  });

  it.each(LOCALES)('every %s message renders the same text and nodes, with every scenario of values', (locale) => {
    const messages = compiled(locale);
    const differences: string[] = [];
    for (const [id, message] of Object.entries(messages)) {
      for (let n = 0; n < 5; n++) {
        const values = valuesFor(message, n);
        const expected = rendered(reactIntl, locale, messages, id, values);
        const actual = rendered(browserIntl, locale, messages, id, values);
        if (actual !== expected) differences.push(`${id} #${n}: ${actual} ≠ ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('a missing message, a missing value and no values at all fall back as react-intl does', () => {
    const messages = compiled('fr');
    const withArgument = Object.keys(messages).find((id) => [...elements(messages[id]!)].some((element) => element.type === 1))!;
    for (const [id, values] of [
      ['no.such.message', undefined],
      [withArgument, undefined],
      [withArgument, {}],
    ] as const) {
      expect(rendered(browserIntl, 'fr', messages, id, values)).toBe(rendered(reactIntl, 'fr', messages, id, values));
    }
  });

  it.each(LOCALES)('numbers, dates and lists in %s are formatted as react-intl formats them', (locale) => {
    const real = reactIntl.createIntl({ locale, messages: {} });
    const mine = browserIntl.createIntl({ locale, messages: {} });
    const day = new Date('2026-03-07T12:00:00Z');
    const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
    expect(mine.formatNumber(1234.5)).toBe(real.formatNumber(1234.5));
    expect(mine.formatNumber(0.06, { style: 'percent' })).toBe(real.formatNumber(0.06, { style: 'percent' }));
    expect(mine.formatDate(day, DAY)).toBe(real.formatDate(day, DAY));
    expect(mine.formatList(['Gent', 'Brugge', 'Aalst'])).toBe(real.formatList(['Gent', 'Brugge', 'Aalst']));
    const number = (intl: Intl) => {
      const { FormattedNumber, RawIntlProvider } = intl as typeof reactIntl;
      return renderToString(
        <RawIntlProvider value={intl === reactIntl ? real : mine}>
          <FormattedNumber value={2500} />
        </RawIntlProvider>,
      );
    };
    expect(number(browserIntl)).toBe(number(reactIntl));
  });
});
