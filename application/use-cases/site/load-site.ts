import type { Site } from '../../../domain/site/site';
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
