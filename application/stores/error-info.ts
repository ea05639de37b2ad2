/** An error as stores keep it: plain data, so state can be serialised from server to browser. */
export interface ErrorInfo {
  readonly message: string;
  /** The HTTP status when the error came from the API (§8). */
  readonly status?: number;
}

export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' ? { message: error.message, status } : { message: error.message };
  }
  return { message: String(error) };
}
