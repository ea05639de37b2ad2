import type { Locale } from '../../domain/shared/locale';
import { registerMessages, type Messages } from './messages';

// One chunk per language: a visitor downloads only the messages of the page's language.
const CHUNKS: Record<Locale, () => Promise<{ default: unknown }>> = {
  nl: () => import('./compiled/nl.json'),
  fr: () => import('./compiled/fr.json'),
  en: () => import('./compiled/en.json'),
  de: () => import('./compiled/de.json'),
};

export async function loadMessages(locale: Locale): Promise<void> {
  registerMessages(locale, (await CHUNKS[locale]()).default as Messages);
}
