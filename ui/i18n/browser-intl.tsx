/**
 * The part of react-intl the site uses (issue 8: first-load JS, and CPU per page on the server). The site's
 * builds, browser and server, map `react-intl` to this file (vite.config.ts); the terminal front-end and the
 * tests keep react-intl (test/ui/browser-intl.test.tsx holds the two to the same output).
 *
 * Why it can be small: every message is compiled to its AST at build (ui/i18n/compile-messages.mjs) and the
 * compiled messages use only literals, arguments, plain numbers, select, cardinal plural, `#` and tags (checked
 * by test/ui/browser-intl.test.tsx), so formatting is a walk over the AST with the browser's Intl objects. It
 * follows intl-messageformat and @formatjs/intl step by step (the same parts, merged the same way, the same
 * fallbacks), so that the browser renders exactly the text the server rendered: the test compares the two
 * on every message of the four languages.
 */
import { Children, createContext, Fragment, isValidElement, memo, useContext, type ReactNode } from 'react';
import type { IntlConfig, IntlShape, MessageDescriptor, MessageFormatElement } from 'react-intl';

type Values = Record<string, unknown>;

/** A message that cannot be formatted falls back (formatMessage below), as in @formatjs/intl: the reason is not shown. */
function fail(): never {
  throw new Error('intl');
}
type Part = { readonly literal: boolean; value: unknown };

const formats = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.ListFormat>();
function formatter<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let made = formats.get(key) as T | undefined;
  if (!made) formats.set(key, (made = make()));
  return made;
}
// The formats messages use without options, per language: no key to build on every number and plural (issue 8: CPU per page).
const plainNumbers = new Map<string, Intl.NumberFormat>();
const cardinals = new Map<string, Intl.PluralRules>();
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat => {
  if (options) return formatter('n', locale, options, () => new Intl.NumberFormat(locale, options));
  let made = plainNumbers.get(locale);
  if (!made) plainNumbers.set(locale, (made = new Intl.NumberFormat(locale)));
  return made;
};
const cardinalRules = (locale: string): Intl.PluralRules => {
  let made = cardinals.get(locale);
  if (!made) cardinals.set(locale, (made = new Intl.PluralRules(locale, { type: 'cardinal' })));
  return made;
};

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** intl-messageformat's formatToParts, for the element types the compiled messages use. */
function toParts(elements: readonly MessageFormatElement[], locale: string, values: Values | undefined, plural?: number): Part[] {
  const first = elements[0];
  if (elements.length === 1 && first?.type === 0) return [{ literal: true, value: first.value }];
  const parts: Part[] = [];
  for (const element of elements) {
    if (element.type === 0) {
      parts.push({ literal: true, value: element.value });
      continue;
    }
    if (element.type === 7) {
      if (typeof plural === 'number') parts.push({ literal: true, value: numberFormat(locale).format(plural) });
      continue;
    }
    if (!(values && element.value in values)) fail();
    let value = values[element.value];
    switch (element.type) {
      case 1:
        if (!value || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
          value = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
        }
        parts.push({ literal: typeof value === 'string', value });
        break;
      case 2:
        if (element.style) fail();
        parts.push({ literal: true, value: numberFormat(locale).format(value as number) });
        break;
      case 8: {
        if (typeof value !== 'function') fail();
        const chunks: unknown = value(toParts(element.children, locale, values, plural).map((part) => part.value));
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) parts.push({ literal: typeof chunk === 'string', value: chunk });
        break;
      }
      case 5: {
        const key = String(value);
        const option = (has(element.options, key) ? element.options[key] : undefined) ?? element.options.other;
        if (!option) fail();
        parts.push(...toParts(option.value, locale, values));
        break;
      }
      case 6: {
        if (element.pluralType !== 'cardinal' || element.offset) fail();
        const count = value as number;
        let option = has(element.options, `=${count}`) ? element.options[`=${count}`] : undefined;
        if (!option) {
          const rule = cardinalRules(locale).select(count);
          option = (has(element.options, rule) ? element.options[rule] : undefined) ?? element.options.other;
        }
        if (!option) fail();
        parts.push(...toParts(option.value, locale, values, count));
        break;
      }
      default:
        fail();
    }
  }
  // mergeLiteral
  return parts.reduce<Part[]>((all, part) => {
    const last = all[all.length - 1];
    if (!last || !last.literal || !part.literal) all.push({ ...part });
    else last.value = `${last.value as string}${part.value as string}`;
    return all;
  }, []);
}

/** IntlMessageFormat#format: one string when the parts are text, else an array of strings and nodes. */
function format(elements: readonly MessageFormatElement[], locale: string, values: Values | undefined): unknown {
  const parts = toParts(elements, locale, values);
  if (parts.length === 1) return parts[0]!.value;
  const result = parts.reduce<unknown[]>((all, part) => {
    if (!all.length || !part.literal || typeof all[all.length - 1] !== 'string') all.push(part.value);
    else all[all.length - 1] = `${all[all.length - 1] as string}${part.value as string}`;
    return all;
  }, []);
  return result.length <= 1 ? (result[0] ?? '') : result;
}

/** react-intl's keyed node arrays (React.Children.toArray, elements wrapped in keyed fragments). */
const keyed = (children: unknown): ReactNode[] =>
  Children.toArray(children as ReactNode).map((child, index) => (isValidElement(child) ? <Fragment key={index}>{child}</Fragment> : child));

function withKeyedTags(values: Values | undefined): Values | undefined {
  if (!values) return values;
  const out: Values = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = typeof value === 'function' ? (parts: unknown) => (value as (parts: ReactNode[]) => unknown)(keyed(parts)) : value;
  }
  return out;
}

/** @formatjs/intl's formatMessage with react-intl's keys, for compiled messages (a missing one falls back as there). */
function formatMessage(locale: string, messages: Record<string, MessageFormatElement[]>, descriptor: MessageDescriptor, rawValues?: Values): unknown {
  const id = String(descriptor.id);
  const message = has(messages, id) ? messages[id] : undefined;
  const fallback = () => (typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : id);
  if (message && message.length === 1 && message[0]!.type === 0) return message[0]!.value;
  if (!message) return fallback();
  let chunks: unknown;
  try {
    chunks = format(message, locale, withKeyedTags(rawValues));
  } catch {
    return fallback();
  }
  return Array.isArray(chunks) ? keyed(chunks) : chunks;
}

export function createIntlCache(): object {
  return {};
}

/** The IntlShape members the site calls: locale, messages, formatMessage, formatNumber, formatDate, formatList. */
export function createIntl(config: IntlConfig): IntlShape {
  const locale = config.locale;
  const messages = (config.messages ?? {}) as Record<string, MessageFormatElement[]>;
  const intl = {
    ...config,
    locale,
    messages,
    textComponent: Fragment,
    formatMessage: (descriptor: MessageDescriptor, values?: Values) => formatMessage(locale, messages, descriptor, values),
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      formatter('d', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(typeof value === 'string' ? new Date(value || 0) : value),
    formatList: (list: readonly string[], options?: Intl.ListFormatOptions) =>
      formatter('l', locale, options, () => new Intl.ListFormat(locale, options)).format(list),
  };
  return intl as unknown as IntlShape;
}

const IntlContext = createContext<IntlShape | null>(null);

export const RawIntlProvider = IntlContext.Provider;

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs a RawIntlProvider');
  return intl;
}

interface FormattedMessageProps extends MessageDescriptor {
  readonly values?: Values;
  readonly children?: (nodes: ReactNode[]) => ReactNode;
}

export const FormattedMessage = memo(function FormattedMessage({ id, defaultMessage, description, values, children }: FormattedMessageProps) {
  const nodes = useIntl().formatMessage({ id, defaultMessage, description }, values as never) as ReactNode;
  if (typeof children === 'function') return children(Array.isArray(nodes) ? nodes : [nodes]);
  return <>{nodes}</>;
});

export function FormattedNumber({ value, children, ...options }: Intl.NumberFormatOptions & { value: number; children?: (text: string) => ReactNode }) {
  const text = useIntl().formatNumber(value, options as Parameters<IntlShape['formatNumber']>[1]);
  return typeof children === 'function' ? children(text) : <>{text}</>;
}

export const defineMessages = <T,>(messages: T): T => messages;
