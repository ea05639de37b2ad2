import { DEFAULT_LOCALE, type Locale, type Translated } from '../../domain/shared/locale';
import type { Menu, MenuItem, Site, TranslationTable } from '../../domain/site/site';
import type { CoreDeps } from '../core-deps';

/** What the page shell needs: the site, its main and footer menus and the backend's translations. */
export interface SiteShell {
  readonly site: Site;
  readonly menus: { readonly main: Menu | null; readonly footer: Menu | null };
  readonly translations: TranslationTable;
}

/**
 * A menu text as the shell reads it: the page's language, and Dutch only where the page's language has no text
 * (the header and footer fall back to it, marked as Dutch). Issue 8: every page's loader data carried the
 * menus in four languages.
 */
function inPageLanguage(text: Partial<Translated>, locale: Locale): Partial<Translated> {
  const own = text[locale];
  const kept: Partial<Record<Locale, string>> = {};
  if (own !== undefined) kept[locale] = own;
  if (!own && text[DEFAULT_LOCALE] !== undefined) kept[DEFAULT_LOCALE] = text[DEFAULT_LOCALE];
  return kept;
}

const itemIn = (item: MenuItem, locale: Locale): MenuItem => ({
  id: item.id,
  label: inPageLanguage(item.label, locale),
  url: inPageLanguage(item.url, locale),
  children: item.children.map((child) => itemIn(child, locale)),
});

/** A menu with its texts in the page's language (inPageLanguage). */
export const menuIn = (menu: Menu | null, locale: Locale): Menu | null => menu && { ...menu, items: menu.items.map((item) => itemIn(item, locale)) };

/** The shell of every page, in the page's language. A failing site or menu is the backend being down (§8): it throws. */
export async function siteShell({ directory }: Pick<CoreDeps, 'directory'>, { locale }: { readonly locale: Locale }): Promise<SiteShell> {
  const [site, main, footer, translations] = await Promise.all([
    directory.site(),
    directory.menu('main'),
    directory.menu('footer'),
    // Bundled messages still work when the backend has no translations for this language.
    directory.translations(locale).catch(() => ({})),
  ]);
  return { site, menus: { main: menuIn(main, locale), footer: menuIn(footer, locale) }, translations };
}
