/** The current time, injected so that use-cases and their tests agree on "now". */
export interface Clock {
  now(): Date;
}
