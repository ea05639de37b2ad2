import { BehaviorSubject, type Observable } from 'rxjs';

/** A reducer: the only way state changes. Pure, so every transition is a table test. */
export type Reducer<S, A> = (state: S, action: A) => S;

/**
 * Reactive state any front-end can use: an rxjs observable for streams, a synchronous snapshot and a
 * plain `subscribe` (the shape React's `useSyncExternalStore` wants).
 */
export interface Store<S, A> {
  readonly state$: Observable<S>;
  getSnapshot(): S;
  dispatch(action: A): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S, A>(initial: S, reducer: Reducer<S, A>): Store<S, A> {
  const subject = new BehaviorSubject<S>(initial);
  return {
    state$: subject.asObservable(),
    getSnapshot: () => subject.getValue(),
    dispatch(action) {
      const next = reducer(subject.getValue(), action);
      if (next !== subject.getValue()) subject.next(next);
    },
    subscribe(listener) {
      // BehaviorSubject replays the current value at once; React only wants to hear about changes.
      let first = true;
      const subscription = subject.subscribe(() => {
        if (first) first = false;
        else listener();
      });
      return () => subscription.unsubscribe();
    },
  };
}
