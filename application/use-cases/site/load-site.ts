import type { Locale } from '../../../domain/shared/locale';
import type { CmsPage, Menu, Site, TranslationTable } from '../../../domain/site/site';
import type { SiteDirectory } from '../../ports/site-directory';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

/** Loads the site and puts its settings (hiddenStatus, §5) where every list and detail use-case reads them. */
export class LoadSiteSettings {
  constructor(private readonly deps: { readonly directory: SiteDirectory; readonly siteSettings: SiteSettingsStore }) {}

  async execute(): Promise<Site> {
    const site = await this.deps.directory.site();
    this.deps.siteSettings.dispatch({ type: 'settingsLoaded', settings: site.settings });
    return site;
  }
}

/** What the page shell needs: the site, its main and footer menus and the backend's translations. */
export interface SiteShell {
  readonly site: Site;
  readonly menus: { readonly main: Menu | null; readonly footer: Menu | null };
  readonly translations: TranslationTable;
}

export class LoadSiteShell {
  private readonly settings: LoadSiteSettings;

  constructor(
    private readonly deps: { readonly directory: SiteDirectory; readonly siteSettings: SiteSettingsStore; readonly locale: Locale },
  ) {
    this.settings = new LoadSiteSettings(deps);
  }

  async execute(): Promise<SiteShell> {
    const { directory, locale } = this.deps;
    const [site, main, footer, translations] = await Promise.all([
      this.settings.execute(),
      directory.menu('main'),
      directory.menu('footer'),
      // Bundled messages still work when the backend has no translations for this language.
      directory.translations(locale).catch(() => ({})),
    ]);
    return { site, menus: { main, footer }, translations };
  }
}

/** A CMS page by its key (home, privacy, terms) in the visitor's language. */
export class LoadCmsPage {
  constructor(private readonly deps: { readonly directory: SiteDirectory }) {}

  async execute(input: { readonly key: string }): Promise<CmsPage | null> {
    const pages = await this.deps.directory.pages();
    return pages.find((page) => page.key === input.key) ?? null;
  }
}
