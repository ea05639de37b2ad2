import { useEffect, useState } from 'react';

/** Issue 11: the browser's own note of the visitor's alert subscription, so the favourites page can follow them. */
const KEY = 'alert-subscription';
const TOKEN = /^[\w-]{16,200}$/;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage refused (private mode, blocked cookies): the favourites page offers subscribing
  }
}

/** Called where the token is shown to its owner: the confirmation and the edit page. */
export function rememberSubscription(token: string): void {
  try {
    if (TOKEN.test(token)) storage()?.setItem(KEY, token);
  } catch {
    // full or refused storage: nothing to remember
  }
}

/** Called when the visitor unsubscribes with that token. */
export function forgetSubscription(token: string): void {
  try {
    if (storage()?.getItem(KEY) === token) storage()?.removeItem(KEY);
  } catch {
    // refused storage
  }
}

/** The remembered token, read after the first render (the server knows none, so hydration matches). */
export function useRememberedSubscription(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    try {
      const stored = storage()?.getItem(KEY) ?? null;
      setToken(stored !== null && TOKEN.test(stored) ? stored : null);
    } catch {
      setToken(null);
    }
  }, []);
  return token;
}

/** Remembers the token once the page showing it has rendered. */
export function useRememberSubscription(token: string | undefined): void {
  useEffect(() => {
    if (token) rememberSubscription(token);
  }, [token]);
}
