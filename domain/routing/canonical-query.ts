/** Longest value a canonical address keeps for one parameter; a longer one is not a value of ours. */
const MAX_VALUE = 64;

/**
 * Issue 9 item 1: the query string a redirect to a canonical address carries. Only the names the page reads,
 * each once (its first value) and short, so that a `Location` header never echoes what a client sent at length.
 * Gives '' or '?a=1&b=2' in the order of `names`.
 */
export function canonicalQuery(search: string | URLSearchParams, names: readonly string[]): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '' && value.length <= MAX_VALUE) kept.set(name, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Issue 20: a GET form sends every field, the ones left on "any" as `name=` too (`?location=&city=&guests=2`).
 * The same query without its empty parameters ('' or '?guests=2'), or null when it has none (nothing to redirect).
 */
export function withoutEmptyParameters(search: string): string | null {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams([...params].filter(([, value]) => value !== ''));
  if ([...kept].length === [...params].length) return null;
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}
