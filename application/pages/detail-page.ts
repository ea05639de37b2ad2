import { latestPriceDrop } from '../../domain/alerts/estate-change';
import { brusselsToday, formatDate } from '../../domain/display/format-date';
import { formatPrice } from '../../domain/display/format-units';
import { showsPrice, TRANSACTION_ID } from '../../domain/estate/estate-status';
import { estateMapLocation, withoutHiddenPlace, type MapLocation } from '../../domain/display/map-location';
import { toCardEstate } from '../../domain/display/card-estate';
import { formatArea } from '../../domain/display/format-units';
import { listCard, type ListCard } from '../../domain/display/list-card';
import { listingCard } from '../../domain/display/listing-card';
import { listingStructuredData, type StructuredData } from '../../domain/display/listing-structured-data';
import { photosInOrder } from '../../domain/display/photo-order';
import { priceLine, priceText, type PriceLine } from '../../domain/display/price-line';
import type { Estate, Picture, SalesRep } from '../../domain/estate/estate';
import { LOAN_PARAM, purchaseCostView, SITUATION_PARAM, type PurchaseCostView } from '../../domain/costs/purchase-cost-view';
import { shareImage } from '../../domain/display/photo-variants';
import { isGroundFloor } from '../../domain/display/room-rows';
import { detailContent, type DetailContent } from '../../domain/display/detail-content';
import { listAddress } from '../../domain/search/list-url';
import { canonicalQuery } from '../../domain/routing/canonical-query';
import { detailPathsInEveryLanguage } from '../../domain/routing/alternate-paths';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { HEAD_TYPE_ID } from '../../domain/enumerations/head-types';
import { estateKind, parentIdOf } from '../../domain/routing/estate-kind';
import {
  parseUnitSort,
  sortUnits,
  statedVatRates,
  unitSortValues,
  UNIT_SORT_PARAM,
  type UnitSort,
  type UnitSortValues,
  type VatRate,
} from '../../domain/estate/unit-picker';
import type { Locale } from '../../domain/shared/locale';
import { isVisibleValue } from '../../domain/visibility/visible-value';
import type { CoreDeps } from '../core-deps';
import { otherSimilarEstates } from '../queries/similar-estates';
import { VIEWING_DAY_PARAM, viewingAgendaOf, type ViewingAgenda } from './viewing-agenda';
import { page, pageQuery, PageNotFound, redirectTo, type PageResult } from './page-result';

/** One unit of a project as its project's table shows it (§2 project entity detail). */
export interface UnitRow {
  readonly id: string;
  /** The unit's own address: the project's address plus '/' plus the entity id (§2). */
  readonly href: string;
  readonly entityNumber?: string;
  readonly subType: string;
  readonly floor?: string;
  /** Floor 0: the ground floor (the front-end's word). */
  readonly groundFloor?: boolean;
  readonly bedrooms?: number;
  readonly area?: string;
  /** The price with its 'From' prefix and rent period, or, when sold, the status label instead (§2, §4); rented: both (issue 20). */
  readonly price?: string;
  readonly statusLabel?: string;
  /** §9 the VAT rates (6, 12 or 21 %) the unit states for its building, if it states any. */
  readonly vatRates?: readonly VatRate[];
  /** What the unit picker sorts by (issue 12 item 4); a price the site hides is absent (§4). */
  readonly sortValues: UnitSortValues;
}

/** The project a unit belongs to, for the way back. */
export interface ProjectRef {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

/** Issue 13 item 6: the location map's centre and the place in words (the street only when the address is visible, §3). */
export interface DetailLocation extends MapLocation {
  readonly place: string;
}

/**
 * What the detail page renders; plain JSON (the server's render, hydration and the terminal read the same). Issue 19:
 * the title, summary, description, price line, key facts, layout, every field group and the legal rows are decided
 * here (`DetailContent`, domain/display/detail-content.ts); a front-end writes them, it decides nothing.
 */
export interface DetailView extends DetailContent {
  readonly locale: Locale;
  /** The id of the estate (or unit) of this page, for its forms. */
  readonly id: string;
  /** Its photos in their order (§3 index). */
  readonly photos: readonly Picture[];
  /** The image a shared link previews, absolute: the first photo's (issue 20). */
  readonly shareImage?: ShareImage;
  /** The estate's card, as the favourites keep it (card-sized estate and its card, issue 19 item 1). */
  readonly card: ListCard;
  /** A sold or rented estate: the list of estates like it still on offer (same type; for rent when it was let). */
  readonly onOfferLikeThis?: string;
  /** The canonical address of this page, absolute (§2 detail URL slug). */
  readonly canonicalUrl: string;
  /** This page in every language, each at its own slug (issue 13 item 8: the language switcher costs no 301). */
  readonly alternates: Readonly<Record<Locale, string>>;
  /** On a unit's page: its project. */
  readonly project?: ProjectRef;
  /** A project's units (also shown on a unit's page), §5 hidden statuses left out, in the order `unitSort` asks. */
  readonly units: readonly UnitRow[];
  /** Issue 12 item 4: the unit picker's sort from the URL (`?units=price-desc`); none keeps the project's order. */
  readonly unitSort?: UnitSort;
  /** §9 the VAT rates the project itself states for its new builds, if any. */
  readonly projectVatRates?: readonly VatRate[];
  /** The sales representative: the estate's own, else its project's, else the optional contact-info call (§7). */
  readonly contact: SalesRep | null;
  /**
   * Issue 10: the purchase cost estimate of an estate for sale, at today's rates for the situation the address asks
   * (by default a sole own home without a loan), with what the visitor can change; none when it has none.
   */
  readonly purchaseCost: PurchaseCostView | null;
  /** The cards of the similar estates (§7 similar-estate), §5 applied. */
  readonly similar: readonly ListCard[];
  /**
   * Issue 11 price history: "price lowered on {date} from {from} to {to}", when the latest change of the shown
   * price was a drop (dd/mm/yyyy in Brussels, § 2 prices); absent without history (a backend that keeps none).
   */
  readonly priceDrop?: PriceDropLine;
  /** Issue 13 item 6: the location map; rounded and not exact for a hidden address (§3 address.visible). */
  readonly location: DetailLocation | null;
  /** Free viewing moments when the site has a live agenda and the estate is on the market (issue 12). */
  readonly viewing?: ViewingAgenda;
  /** The page's schema.org RealEstateListing (JSON-LD): its offer from the price line, no price once sold or let (§4). */
  readonly structuredData: StructuredData;
}

export interface ShareImage {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

/** Our photos preview as their 1200×630 JPEG, an external backend's picture as it came; absolute either way. */
function shareImageOf(pictures: readonly Picture[], origin: string): ShareImage | undefined {
  const first = pictures[0];
  if (!first) return undefined;
  const image = shareImage(first);
  return { ...image, url: /^https?:\/\//i.test(image.url) ? image.url : `${origin}${image.url}` };
}

export interface PriceDropLine {
  readonly date: string;
  readonly from: string;
  readonly to: string;
}

export interface DetailInput {
  readonly locale: Locale;
  /** The site's public origin, for the canonical address. */
  readonly origin: string;
  /** The path and query the visitor asked for: any other spelling than the canonical one is redirected (301). */
  readonly path: string;
  readonly search: string;
  /** The ids as they appear in the address (validated here). */
  readonly estateId: string | undefined;
  readonly entityId?: string | undefined;
}

type Deps = Pick<CoreDeps, 'catalogue' | 'directory' | 'requests' | 'clock' | 'logger' | 'agenda'>;

/**
 * What the detail page reads from its query (the buyer's situation and loan, issue 10) and campaign tags: all a
 * redirect to the canonical address keeps (issue 9 item 1).
 */
const DETAIL_PARAMS = [SITUATION_PARAM, LOAN_PARAM, UNIT_SORT_PARAM, VIEWING_DAY_PARAM, 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

const ID = /^[1-9]\d{0,9}$/;

async function shownEstate(deps: Deps, estateId: number, locale: Locale): Promise<Estate> {
  const estate = await deps.catalogue.estate(estateId, locale);
  if (!estate) throw new PageNotFound(); // unknown, or its status hidden by the site (§5)
  return estate;
}

/**
 * A unit as a unit of this project (issue 12): a backend may list a project's units as its `children` (and in
 * GET /estates/group/{id}) without a parentId or project flag on each unit; its place in the group says it.
 */
const asUnitOf = (project: Estate, unit: Estate): Estate =>
  parentIdOf(unit) === undefined ? { ...unit, general: { ...unit.general, parentId: project.general.id } } : unit;

/** A project with its units the site shows (§5), found through GET /estates/group/{id} whatever flags they carry. */
async function projectOf(deps: Deps, projectId: number, locale: Locale) {
  const group = await deps.catalogue.estateGroup(projectId, locale);
  if (!group) throw new PageNotFound();
  const units = (group.children ?? [])
    .filter((unit) => unit.general.id !== group.general.id) // a property is a group of one: itself is no unit
    .map((unit) => asUnitOf(group, unit));
  return { project: group, units };
}

/** §3 PROJECT head type: a project even when the backend sends neither a project flag nor its children. */
const isProjectType = (estate: Estate): boolean => estate.general.headType?.id === HEAD_TYPE_ID.PROJECT;

interface PageEstates {
  readonly estate: Estate;
  readonly project?: Estate;
  readonly units: readonly Estate[];
}

/** Which estate this address shows: a property, a project with its units, or one unit of a project. */
async function pageEstates(deps: Deps, found: Estate, entityId: number | undefined, locale: Locale): Promise<PageEstates> {
  const kind = estateKind(found);
  if (entityId !== undefined) {
    if (kind === 'projectEntity') throw new PageNotFound();
    // Whatever the project says of itself, its group decides which units it has (issue 12).
    const { project, units } = await projectOf(deps, Number(found.general.id), locale);
    if (!units.some((unit) => Number(unit.general.id) === entityId)) throw new PageNotFound();
    return { estate: asUnitOf(project, await shownEstate(deps, entityId, locale)), project, units };
  }
  if (kind === 'project' || isProjectType(found)) {
    const { project, units } = await projectOf(deps, Number(found.general.id), locale);
    // The group's units make it a project, flagged or not (issue 12): its address and page are a project's.
    return { estate: { ...project, ...found, general: { ...found.general, isProject: true } }, units };
  }
  const parentId = parentIdOf(found);
  if (kind === 'projectEntity' && parentId !== undefined) {
    // A unit asked for by its own id: its address is its project's plus its id (redirected below).
    const { project, units } = await projectOf(deps, Number(parentId), locale);
    return { estate: found, project, units };
  }
  return { estate: found, units: [] };
}

function unitRow(unit: Estate, project: Estate, locale: Locale): UnitRow {
  const card = listingCard(unit, locale);
  const floor = unit.general.floor ?? unit.fields?.construction?.floor;
  const area = formatArea(unit.dimensions?.areaBuild ?? unit.fields?.construction?.living_area_surface);
  const vatRates = statedVatRates(unit);
  return {
    id: card.id,
    sortValues: unitSortValues(unit, { name: [card.subType, unit.general.entityNumber].filter(Boolean).join(' '), bedrooms: card.bedrooms, priceLine: card.priceLine }),
    ...(vatRates.length > 0 && { vatRates }),
    href: estateDetailPath(unit, locale, project),
    subType: card.subType,
    ...(unit.general.entityNumber && { entityNumber: unit.general.entityNumber }),
    ...(isVisibleValue(floor) && { floor: String(floor), ...(isGroundFloor(String(floor)) && { groundFloor: true }) }),
    ...(card.bedrooms !== undefined && { bedrooms: card.bedrooms }),
    ...(area && { area }),
    ...(card.price && { price: card.price }),
    ...(card.statusLabel && { statusLabel: card.statusLabel }),
  };
}

function projectRef(project: Estate, locale: Locale): ProjectRef {
  const card = listingCard(project, locale);
  return { id: card.id, title: card.title, href: estateDetailPath(project, locale) };
}

/** §7 similar estates as their cards, §5 applied; the page does without them when they fail. */
async function similarCards(deps: Deps, estate: Estate, locale: Locale): Promise<readonly ListCard[]> {
  try {
    return (await otherSimilarEstates(deps, Number(estate.general.id), locale)).map((similar) => listCard(similar, locale));
  } catch (error) {
    deps.logger.error('Loading similar estates failed', error);
    return [];
  }
}

async function salesRep(deps: Deps, estate: Estate, project: Estate | undefined): Promise<SalesRep | null> {
  const known = estate.contact ?? project?.contact;
  if (known) return known;
  try {
    return await deps.catalogue.contactInfo(Number(estate.general.id));
  } catch {
    return null; // optional upstream (§7): the agency's own details still show in the footer
  }
}

/**
 * Issue 11: the price drop line of a property or a unit whose price the page shows (not sold, §4) and which the
 * latest recorded change lowered to the price it has now. The page does without it when the history fails.
 */
async function priceDropLine(deps: Deps, estate: Estate, locale: Locale): Promise<PriceDropLine | undefined> {
  if (estateKind(estate) === 'project' || !showsPrice(estate) || typeof estate.price?.value !== 'number') return undefined;
  try {
    const drop = latestPriceDrop(await deps.catalogue.priceHistory(Number(estate.general.id)));
    if (!drop || drop.to !== estate.price.value) return undefined;
    // Issue 20 item 8: both prices as the price line writes them, so a rent reads per month ('€ 950 per maand').
    const line = { ...priceLine(estate, locale), prefix: undefined };
    const text = (amount: number) => priceText({ ...line, amount }, locale) ?? formatPrice(amount);
    return { date: formatDate(drop.at), from: text(drop.from), to: text(drop.to) };
  } catch (error) {
    deps.logger.error('Loading the price history failed', error);
    return undefined;
  }
}

/**
 * The estate as its page shows it: its photos in their order (§3 index). A project ships its units card-sized
 * (its 'From' price reads them); anything else ships without children.
 * A project's own price (upstream's lowest unit, a parking space as well) is not shown: its "from" price is
 * its dwelling units' (issue 13 item 5), so the financial block does not say "Prijs € 22.000".
 */
function pageEstate(estate: Estate, units: readonly Estate[], locale: Locale): Estate {
  const rest = { ...estate, ...(estate.pictures && { pictures: photosInOrder(estate.pictures) }) };
  delete (rest as { children?: unknown }).children;
  if (estateKind(estate) !== 'project') return rest;
  const price = estate.price && { ...estate.price, value: null };
  const financial = estate.fields?.financial && { ...estate.fields.financial };
  if (financial) delete (financial as { price?: unknown }).price;
  return {
    ...rest,
    ...(price && { price }),
    ...(estate.fields && { fields: { ...estate.fields, ...(financial && { financial }) } }),
    children: units.map((unit) => toCardEstate(unit, locale)),
  };
}

/** The list of estates of the same type still on offer, the way a sold estate's visitor goes on: a rented one's are for rent. */
function availableLikeThis(estate: Estate, line: PriceLine, locale: Locale): string {
  const type = estate.general.headType?.id;
  const rented = line.kind === 'rented' || line.kind === 'rent';
  return listAddress(locale, { transactionIds: [rented ? TRANSACTION_ID.TO_RENT : TRANSACTION_ID.FOR_SALE], ...(type !== undefined && { types: [type] }) });
}

/**
 * §2 estate detail, short, with slug and project entity: the estate (not_found when unknown or hidden, §5),
 * a 301 from every other spelling to the canonical address, and its units, contact and similar estates.
 */
export function detailPage(deps: Deps, input: DetailInput): Promise<PageResult<DetailView>> {
  const { locale, origin, estateId, entityId } = input;
  return pageQuery(deps.logger, 'the estate detail', async () => {
    if (!ID.test(estateId ?? '') || (entityId !== undefined && !ID.test(entityId))) throw new PageNotFound();
    const found = await shownEstate(deps, Number(estateId), locale);
    const { estate, project, units } = await pageEstates(deps, found, entityId === undefined ? undefined : Number(entityId), locale);
    const path = estateDetailPath(estate, locale, project);
    if (input.path !== path) return redirectTo(`${path}${canonicalQuery(input.search, DETAIL_PARAMS)}`, 301);
    const [contact, similar, priceDrop, viewing] = await Promise.all([
      salesRep(deps, estate, project),
      similarCards(deps, estate, locale),
      priceDropLine(deps, estate, locale),
      viewingAgendaOf(deps, estate, new URLSearchParams(input.search).get(VIEWING_DAY_PARAM)),
    ]);
    const unitSort = parseUnitSort(new URLSearchParams(input.search).get(UNIT_SORT_PARAM));
    const projectVatRates = statedVatRates(project ?? estate);
    const today = brusselsToday(deps.clock.now());
    const shown = withoutHiddenPlace(pageEstate(estate, units, locale));
    const content = detailContent(shown, locale, today);
    const location = estateMapLocation(estate);
    const onOfferLikeThis = content.priceLine.statusLabel ? availableLikeThis(estate, content.priceLine, locale) : undefined;
    const canonicalUrl = `${origin}${path}`;
    const { title, summary: description, priceLine: line, forRent } = content;
    const photos = shown.pictures ?? [];
    const image = shareImageOf(photos, origin);
    return page({
      locale,
      ...content,
      id: String(estate.general.id),
      photos,
      ...(image && { shareImage: image }),
      card: listCard(shown, locale),
      ...(onOfferLikeThis && { onOfferLikeThis }),
      location: location && { ...location, place: content.address },
      canonicalUrl,
      structuredData: listingStructuredData(shown, { title, description, priceLine: line, forRent, canonicalUrl, origin }),
      alternates: Object.fromEntries(
        Object.entries(detailPathsInEveryLanguage(estate, locale, project)).map(([other, otherPath]) => [other, `${otherPath}${canonicalQuery(input.search, DETAIL_PARAMS)}`]),
      ) as Record<Locale, string>,
      ...(project && { project: projectRef(project, locale) }),
      units: sortUnits(
        units.map((unit) => unitRow(unit, project ?? estate, locale)),
        unitSort,
      ),
      ...(unitSort && units.length > 0 && { unitSort }),
      ...(units.length > 0 && projectVatRates.length > 0 && { projectVatRates }),
      contact,
      similar,
      ...(priceDrop && { priceDrop }),
      ...(viewing && { viewing }),
      purchaseCost: purchaseCostView(shown, new URLSearchParams(input.search), today),
    });
  });
}
