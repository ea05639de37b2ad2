/** §7/§8: calls the upstream platform does not implement reject with this error, status 500. */
export function notImplementedError(call: string): Error & { readonly status: 500 } {
  return Object.assign(new Error(`Not implemented: ${call}`), { name: 'NotImplementedError', status: 500 as const });
}
