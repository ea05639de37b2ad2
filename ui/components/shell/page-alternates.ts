import { useMatches } from 'react-router';
import type { Locale } from '../../../domain/shared/locale';

type Alternates = Readonly<Partial<Record<Locale, string>>>;

const isAlternates = (value: unknown): value is Alternates =>
  typeof value === 'object' && value !== null && Object.values(value).every((path) => typeof path === 'string' && path.startsWith('/'));

/**
 * The page's own addresses in every language, when its loader knows them (a detail page: each language has
 * its slug, issue 13 item 8); undefined: the path translates word for word (routes.ts localizedPath).
 */
export function usePageAlternates(): Alternates | undefined {
  let matches: ReturnType<typeof useMatches>;
  try {
    matches = useMatches();
  } catch {
    return undefined; // outside a data router (a component rendered alone): no loader, no page addresses
  }
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { alternates?: unknown } | null | undefined;
    if (data && typeof data === 'object' && isAlternates(data.alternates)) return data.alternates;
  }
  return undefined;
}
