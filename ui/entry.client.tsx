import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserServices } from './bridge/browser-services';
import { ServicesProvider } from './bridge/services';
import { loadMessages } from './i18n/load-messages';
import { toLocale } from '../domain/shared/locale';

const services = createBrowserServices(document.documentElement);
await loadMessages(toLocale(document.documentElement.lang));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ServicesProvider services={services}>
        <HydratedRouter />
      </ServicesProvider>
    </StrictMode>,
  );
});
