/**
 * §7, §9 document paths of the estate search. A search hit is a group (a property, or a project
 * with its units), so every field lives under `children.`.
 */
export const SEARCH_FIELDS = {
  id: 'children.general.id',
  country: 'children.general.address.country.id',
  city: 'children.general.address.city.id',
  cityName: 'children.general.address.city.name',
  geoLocation: 'children.general.address.geoLocation',
  price: 'children.general.price.value',
  headType: 'children.general.headType.id',
  subType: 'children.general.subType.id',
  transaction: 'children.general.transaction.id',
  bedroomCount: 'children.general.bedroomCount',
  publicationDate: 'children.general.publicationDate',
  collections: 'children.collections',
  /**
   * Issue 12 item 5: the kind of notary auction ('public' or 'online', domain/estate/notary-sale.ts), derived from the
   * §3 notary group. §7's search body names no such field: our catalogue indexes it; see README "Notary sales (issue 12 item 5)".
   */
  notarySale: 'children.notarySale',
} as const;

export type SearchField = (typeof SEARCH_FIELDS)[keyof typeof SEARCH_FIELDS];
