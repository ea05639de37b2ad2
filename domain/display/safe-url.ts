/**
 * Links that come from the agency's data (documents, virtual visits, bid pages) are shown only when
 * they are web addresses or paths on this site: never a `javascript:` or `data:` URL.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  const url = value?.trim() ?? '';
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) ? url : undefined;
}
