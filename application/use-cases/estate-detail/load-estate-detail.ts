import type { Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import { isShownForSite } from '../../../domain/visibility/site-visibility';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

export type EstateDetailResult = { readonly ok: true; readonly estate: Estate } | { readonly ok: false; readonly reason: 'not_found' };

/** An estate's detail page. An estate whose status the site hides does not exist for visitors (§5). */
export class LoadEstateDetail {
  constructor(
    private readonly deps: { readonly catalogue: EstateCatalogue; readonly siteSettings: SiteSettingsStore; readonly locale: Locale },
  ) {}

  async execute(input: { readonly estateId: number }): Promise<EstateDetailResult> {
    const estate = await this.deps.catalogue.estate(input.estateId, this.deps.locale);
    if (!estate || !isShownForSite(estate, this.deps.siteSettings.getSnapshot().hiddenStatus)) {
      return { ok: false, reason: 'not_found' };
    }
    return { ok: true, estate };
  }
}
