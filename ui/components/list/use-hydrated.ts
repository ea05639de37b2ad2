import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards: lets a control render its no-JavaScript
 * form first and enhance itself once scripts run, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
