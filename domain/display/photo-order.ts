import type { Picture } from '../estate/estate';

/** §3 pictures carry their place in the estate's photos (`index`): the order every front-end shows them in. */
export const photosInOrder = (pictures: readonly Picture[] | undefined): readonly Picture[] => [...(pictures ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));

/** The first photo in that order (a card's image, a shared page's preview), without sorting them all. */
export function firstPhoto(pictures: readonly Picture[] | undefined): Picture | undefined {
  let first = pictures?.[0];
  for (const picture of pictures ?? []) if ((picture.index ?? 0) < (first?.index ?? 0)) first = picture;
  return first;
}
