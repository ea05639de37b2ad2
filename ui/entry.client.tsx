import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserServices } from './bridge/browser-services';
import { ServicesProvider } from './bridge/services';

const container = createBrowserServices(document.documentElement);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ServicesProvider container={container}>
        <HydratedRouter />
      </ServicesProvider>
    </StrictMode>,
  );
});
