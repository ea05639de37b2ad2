import type { Locale } from '../../domain/shared/locale';
import type { Menu, Site, TranslationTable } from '../../domain/site/site';
import type { CoreDeps } from '../core-deps';

/** What the page shell needs: the site, its main and footer menus and the backend's translations. */
export interface SiteShell {
  readonly site: Site;
  readonly menus: { readonly main: Menu | null; readonly footer: Menu | null };
  readonly translations: TranslationTable;
}

/** The shell of every page, in the page's language. A failing site or menu is the backend being down (§8): it throws. */
export async function siteShell({ directory }: Pick<CoreDeps, 'directory'>, { locale }: { readonly locale: Locale }): Promise<SiteShell> {
  const [site, main, footer, translations] = await Promise.all([
    directory.site(),
    directory.menu('main'),
    directory.menu('footer'),
    // Bundled messages still work when the backend has no translations for this language.
    directory.translations(locale).catch(() => ({})),
  ]);
  return { site, menus: { main, footer }, translations };
}
