import type { Core } from '../../application/core';
import type { Logger } from '../../application/ports/logger';
import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../../domain/shared/locale';
import type { AppServices } from '../bridge/services';

/** What the site server hands every loader and the server renderer. */
export interface SiteLoadContext {
  /** Every page query and command (issue 8): a loader or action calls one of these. */
  readonly core: Core;
  /** This render's browser-side services (favourites, page stores), as the browser will hydrate them. */
  readonly services: AppServices;
  readonly locale: Locale;
  /** Lets this page's own inline scripts run: their CSP hash sources (`'sha256-…'`) in its Content-Security-Policy. */
  readonly allowScripts: (scriptHashes: readonly string[]) => void;
  /** The site's public origin, for canonical and hreflang links. */
  readonly origin: string;
  /** Issue 21 item 4: where the renderer reports a failure (the server's JSON log). */
  readonly logger?: Logger;
  /** The client's address as TRUST_PROXY says to read it (issue 9: abuse limits per client). */
  readonly clientAddress?: string | undefined;
  /** Map tiles URL template (TILE_URL), when configured. */
  readonly tileUrl?: string;
  /** The tile provider's credit (TILE_ATTRIBUTION), shown with the tiles. */
  readonly tileAttribution?: string;
}

/** Loader arguments with our context typed (React Router leaves it `any` without its type generation). */
export type SiteLoaderArgs = LoaderFunctionArgs<SiteLoadContext>;

declare module 'react-router' {
  // Tells React Router's server adapter what getLoadContext returns.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
