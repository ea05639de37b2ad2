import type { EstateCatalogue } from '../../application/ports/estate-catalogue';
import type { SiteDirectory } from '../../application/ports/site-directory';
import type { VisitorRequests } from '../../application/ports/visitor-requests';
import { VisibleCatalogue, visibleRequests } from '../../application/visible-catalogue';

/**
 * The ports as the site's core sees them, §5 bound as the composition root binds it (infrastructure/container), for a
 * test that calls a query with ports at hand instead of through the container's core.
 */
export function withSiteVisibility<D extends { readonly catalogue: EstateCatalogue; readonly directory: SiteDirectory; readonly requests: VisitorRequests }>(deps: D): D {
  const catalogue = new VisibleCatalogue(deps.catalogue, deps.directory);
  return { ...deps, catalogue, requests: visibleRequests(deps.requests, catalogue) };
}
