import { routePath } from '../../domain/routing/routes';
import type { Locale } from '../../domain/shared/locale';
import { detailPage } from './detail-page';
import { redirectTo, type PageResult } from './page-result';

type Deps = Parameters<typeof detailPage>[0];

export interface GenericDetailInput {
  readonly locale: Locale;
  readonly origin: string;
  /** The `?id=` of the address, when it names an estate. */
  readonly id: string | null;
}

const ID = /^[1-9]\d{0,9}$/;

/**
 * §2 "Generic detail" (/detail in each language, no parameters; issue 20): an address without an estate of its
 * own. With `?id=` naming an estate the site shows, it leads (302) to that estate's canonical page; otherwise to
 * the list of the language. Never a 404: old links and shared shortcuts keep working.
 */
export async function genericDetail(deps: Deps, { locale, origin, id }: GenericDetailInput): Promise<PageResult<never>> {
  const list = redirectTo(routePath('list', locale), 302);
  if (id === null || !ID.test(id)) return list;
  // The detail query answers any other spelling than the canonical address with a redirect to it.
  const answer = await detailPage(deps, { locale, origin, path: '', search: '', estateId: id });
  return answer.kind === 'redirect' ? redirectTo(answer.location, 302) : list;
}
