/**
 * A value made on its first use and kept. For module-level objects that cost to make and that a page's code may
 * never use: an Intl formatter or collator loads its locale's and time zone's data when it is made (a first
 * time-zone formatter took 36–125 ms in Chromium here, four times that on Lighthouse's phone), and a module's
 * constants are made when the browser loads the module, on the main thread, whether the page formats a date or
 * not (issue 8: no long task after the first paint).
 */
export function once<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
