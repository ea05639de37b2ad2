import type { Core } from '../../application/core';
import type { Locale } from '../../domain/shared/locale';
import { createContainer, createRequestContainer, resolve, type ContainerOptions } from '../../infrastructure/container/create-container';
import type { ServiceContainer } from './services';

/** What the web server gets from the composition root: the core, and a request's services for the render. */
export interface ServerCore {
  /** Every page query and command (issue 8): loaders and actions call these. */
  readonly core: Core;
  /** One request's page state for the server render (the stores the browser hydrates from). */
  requestServices(locale: Locale): ServiceContainer;
}

/** The server's composition root (inversify, factories only), reached by ui/ through this bridge alone. */
export function createServerCore(options: ContainerOptions): ServerCore {
  const root = createContainer('server', options);
  return {
    core: resolve(root, 'core'),
    requestServices: (locale) => createRequestContainer(root, locale),
  };
}
