import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

/** §2 "Generic detail" (/nl/detail, /fr/detail …): a 302 to the estate `?id=` names, else to the list (issue 20). */
export async function loader({ context, request }: SiteLoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  return pageAnswer(await context.core.pages.genericDetail({ locale: context.locale, origin: context.origin, id }));
}

export default function GenericDetail() {
  return null;
}
