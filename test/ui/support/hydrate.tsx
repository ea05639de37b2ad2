import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';

/**
 * Renders `ui` as the server would, hydrates it as the browser would, runs `check` on the hydrated host,
 * and answers what React reported (a hydration mismatch comes through console.error and onRecoverableError).
 */
export async function hydrateServerRender(ui: ReactNode, check: (host: HTMLElement) => Promise<void> | void = () => {}): Promise<unknown[]> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui);
  document.body.append(host);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  try {
    await act(async () => {
      hydrateRoot(host, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    await check(host);
    return errors;
  } finally {
    consoleError.mockRestore();
    host.remove();
  }
}
