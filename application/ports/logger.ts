/** Where the core reports failures it recovers from (§8 "error logged"). */
export interface Logger {
  error(message: string, detail?: unknown): void;
}
