/** A reducer: the only way state changes. Pure, so every transition is a table test. */
export type Reducer<S, A> = (state: S, action: A) => S;

/**
 * State any front-end can use: a synchronous snapshot, `dispatch`, and a plain `subscribe` (the shape React's
 * `useSyncExternalStore` wants). A few lines rather than rxjs: the browser ships every store (issue 8 item 5).
 */
export interface Store<S, A> {
  getSnapshot(): S;
  dispatch(action: A): void;
  /** Called after every change of state (not on subscribing); answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createStore<S, A>(initial: S, reducer: Reducer<S, A>): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      // A listener subscribed twice still hears each change once, and unsubscribes once.
      const own = () => listener();
      listeners.add(own);
      return () => void listeners.delete(own);
    },
  };
}
