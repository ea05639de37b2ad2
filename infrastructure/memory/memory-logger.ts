import type { Logger } from '../../application/ports/logger';

/** Keeps what was logged, so a test can see that a failure was reported (§8 "error logged"). */
export class MemoryLogger implements Logger {
  readonly errors: { readonly message: string; readonly detail?: unknown }[] = [];

  error(message: string, detail?: unknown): void {
    this.errors.push({ message, detail });
  }
}
