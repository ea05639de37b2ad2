import type { Container } from 'inversify';
import type { Locale } from '../../domain/shared/locale';
import { createRequestContainer, resolve } from '../../infrastructure/container/create-container';

/**
 * One request's container, with the site's settings already loaded: loaders run in parallel, and the
 * hidden statuses (§5) must be known before any of them searches.
 */
export async function requestContainer(root: Container, locale: Locale): Promise<Container> {
  const container = createRequestContainer(root, locale);
  await resolve(container, 'loadSiteSettings').execute();
  return container;
}
