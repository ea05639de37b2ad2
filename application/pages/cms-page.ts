import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from './page-result';

/** A CMS page as the page shows it: title and the agency's own (sanitised, domain/site CmsPage) HTML body. */
export interface CmsPageView {
  readonly title: string;
  readonly body: string;
}

/** Privacy statement and terms of use (§2): a CMS page by key, in the page's language; not_found without text in it. */
export function cmsPage(
  { directory, logger }: Pick<CoreDeps, 'directory' | 'logger'>,
  { locale, key }: { readonly locale: Locale; readonly key: 'privacy' | 'terms' },
): Promise<PageResult<CmsPageView>> {
  return pageQuery(logger, `the ${key} page`, async () => {
    const found = (await directory.pages()).find((candidate) => candidate.key === key);
    const title = found?.title[locale];
    const body = found?.body[locale];
    return found && title && body ? page({ title, body }) : NOT_FOUND;
  });
}
