import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../domain/shared/locale';
import type { TranslationTable } from '../../domain/site/site';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * Messages compiled at build by @formatjs/cli (`npm run i18n:compile`), so the browser ships no ICU parser.
 * The server registers all four languages (all-messages.ts); the browser loads only the page's one
 * (load-messages.ts) before it hydrates.
 */
const BUNDLED: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Messages): void {
  BUNDLED[locale] = messages;
}

/** The compiled messages registered for a language (undefined until the browser has loaded them). */
export function bundledMessages(locale: Locale): Messages | undefined {
  return BUNDLED[locale];
}

/** The backend's `/translations/{locale}` entries override bundled ones; they are plain text, never ICU. */
export function messagesFor(locale: Locale, overrides: TranslationTable = {}): Messages {
  const literal = Object.fromEntries(
    Object.entries(overrides)
      .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
      .map(([id, text]) => [id, [{ type: 0, value: text }] as MessageFormatElement[]]),
  );
  return { ...BUNDLED[locale], ...literal };
}
