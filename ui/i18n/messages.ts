import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../domain/shared/locale';
import type { TranslationTable } from '../../domain/site/site';
import de from './compiled/de.json' with { type: 'json' };
import en from './compiled/en.json' with { type: 'json' };
import fr from './compiled/fr.json' with { type: 'json' };
import nl from './compiled/nl.json' with { type: 'json' };

export type Messages = Record<string, MessageFormatElement[]>;

/** Messages compiled at build by @formatjs/cli (`npm run i18n:compile`), so the browser ships no ICU parser. */
const BUNDLED: Record<Locale, Messages> = { nl, fr, en, de } as unknown as Record<Locale, Messages>;

/** The backend's `/translations/{locale}` entries override bundled ones; they are plain text, never ICU. */
export function messagesFor(locale: Locale, overrides: TranslationTable = {}): Messages {
  const literal = Object.fromEntries(
    Object.entries(overrides)
      .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
      .map(([id, text]) => [id, [{ type: 0, value: text }] as MessageFormatElement[]]),
  );
  return { ...BUNDLED[locale], ...literal };
}
