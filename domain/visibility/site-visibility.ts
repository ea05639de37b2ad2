import type { Estate } from '../estate/estate';
import { transactionId } from '../estate/estate-status';

/** §1 site setting: status ids this site never shows. */
export type HiddenStatus = readonly number[];

/** §5: an estate is shown only if its status id is not hidden by the site; one without a status is shown. */
export function isShownForSite(estate: Estate, hiddenStatus: HiddenStatus): boolean {
  const id = transactionId(estate);
  return id === undefined || !hiddenStatus.includes(id);
}

/** §5 applied to a list: hidden estates go, and so do a project's hidden units. */
export function visibleEstates(estates: readonly Estate[], hiddenStatus: HiddenStatus): readonly Estate[] {
  return estates
    .filter((estate) => isShownForSite(estate, hiddenStatus))
    .map((estate) => {
      const children = estate.children;
      if (children === undefined) return estate;
      const shown = children.filter((child) => isShownForSite(child, hiddenStatus));
      return shown.length === children.length ? estate : { ...estate, children: shown };
    });
}

