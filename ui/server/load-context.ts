import type { Container } from 'inversify';
import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../../domain/shared/locale';

/** What the site server hands every loader and the server renderer. */
export interface SiteLoadContext {
  /** This request's container: its own stores and use-cases over the shared adapters. */
  readonly container: Container;
  readonly locale: Locale;
  /** The CSP nonce of this response. */
  readonly nonce: string;
  /** The site's public origin, for canonical and hreflang links. */
  readonly origin: string;
  /** Map tiles URL template (TILE_URL), when configured. */
  readonly tileUrl?: string;
}

/** Loader arguments with our context typed (React Router leaves it `any` without its type generation). */
export type SiteLoaderArgs = LoaderFunctionArgs<SiteLoadContext>;

declare module 'react-router' {
  // Tells React Router's server adapter what getLoadContext returns.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
