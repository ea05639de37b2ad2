import { createContext, useContext, type ReactNode } from 'react';

/** The CSP nonce of the server's response; empty in the browser, which never needs it after load. */
const NonceContext = createContext('');

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export const useNonce = (): string => useContext(NonceContext);
