import { useEffect, useRef } from 'react';

/**
 * Moves focus to an element when it comes to say what just happened (a confirmation replacing the button
 * that was pressed), so keyboard and screen reader users are not left on a control that is gone.
 */
export function useFocusWhen<T extends HTMLElement>(shown: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (shown) element.current?.focus();
  }, [shown]);
  return element;
}
