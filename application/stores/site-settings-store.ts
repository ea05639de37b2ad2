import type { SiteSettings } from '../../domain/site/site';
import { createStore, type Store } from './store';

/** §3 client-side state: the site settings (hiddenStatus, §5). */
export type SiteSettingsState = SiteSettings;

export type SiteSettingsAction = { readonly type: 'settingsLoaded'; readonly settings: SiteSettings };

export const initialSiteSettings: SiteSettingsState = { hiddenStatus: [] };

export function siteSettingsReducer(state: SiteSettingsState, action: SiteSettingsAction): SiteSettingsState {
  switch (action.type) {
    case 'settingsLoaded':
      return { hiddenStatus: [...action.settings.hiddenStatus] };
  }
  return state;
}

export type SiteSettingsStore = Store<SiteSettingsState, SiteSettingsAction>;

export const createSiteSettingsStore = (initial: SiteSettingsState = initialSiteSettings): SiteSettingsStore =>
  createStore(initial, siteSettingsReducer);
