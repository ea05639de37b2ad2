import type { AbuseLimits } from '../../../application/ports/abuse-limits';
import { DEFAULT_ABUSE_POLICY } from '../../../application/abuse-guard';
import type { Core } from '../../../application/core';
import type { Locale } from '../../../domain/shared/locale';
import type { Adapters } from '../../../infrastructure/container/services';
import { serverCore, type ServerCore } from '../../../infrastructure/container/server-core';
import type { SiteLoadContext } from '../../../ui/server/load-context';

/** The server's composition root over the given (in-memory) adapters, as the site builds it. */
// Component tests fill a form faster than a person: no fill time here (issue 9's guard has its own tests).
export const aServerCore = (adapters: Partial<Adapters>, limits?: AbuseLimits): ServerCore =>
  serverCore({ adapters, abusePolicy: { ...DEFAULT_ABUSE_POLICY, minFillMs: 0 }, ...(limits && { limits }) });

/** The core alone over the given adapters: what the ajax routes and the CLI are given. */
export const aCore = (adapters: Partial<Adapters>, limits?: AbuseLimits): Core => aServerCore(adapters, limits).core;

/** One request's load context, as the site server makes it for every loader and action. */
export async function aLoadContext(server: ServerCore, locale: Locale, origin = 'https://immo.test'): Promise<SiteLoadContext> {
  return { core: server.core, services: server.requestServices(locale), locale, allowScripts: () => undefined, origin };
}
