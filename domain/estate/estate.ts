import type { Translated } from '../shared/locale';
import type { PropertyFields } from './property-fields';

/**
 * §3 Estate (property or project). Field names follow the upstream API (§7) so that adapters map
 * one-to-one; every group is optional because upstream data is often partial.
 */

declare const estateIdBrand: unique symbol;
/** An estate id: a number upstream, compared as text (§4 favourites). */
export type EstateId = number & { readonly [estateIdBrand]: true };
export const estateId = (value: number): EstateId => value as EstateId;

/** A reference to an enumeration entry: its id and, when upstream sends it, its display name. */
export interface NamedRef {
  readonly id: number;
  readonly name?: string;
}

export interface Sticker {
  readonly id: number;
  readonly name?: string;
  /** Background colour, e.g. '#ffffff'. */
  readonly color?: string;
  readonly textColor?: string;
}

export interface FloodingScores {
  /** Letter score A (best) … D/E (worst) for the building and the parcel (P- and G-score). */
  readonly building?: string;
  readonly parcel?: string;
}

export interface EstateGeneral {
  readonly id: EstateId;
  readonly parentId?: EstateId | null;
  readonly isProject?: boolean;
  readonly headType?: NamedRef;
  readonly subType?: NamedRef;
  readonly transaction?: NamedRef;
  readonly title?: Partial<Translated>;
  readonly description?: Partial<Translated>;
  readonly shortDescription?: Partial<Translated>;
  readonly reference?: string;
  readonly floor?: string;
  readonly floorId?: number;
  readonly entityNumber?: string;
  readonly sticker?: Sticker | null;
  readonly buildingName?: string;
  readonly petsAllowed?: boolean;
  readonly architect?: string;
  readonly asbestosInventory?: boolean;
  readonly asbestosCertificate?: string;
  readonly townPlanning?: Readonly<Record<string, number | string | boolean | null>>;
  readonly flooding?: FloodingScores;
  readonly heritageInventory?: boolean;
  readonly heritageProtected?: boolean;
  readonly renovationObligation?: boolean;
  readonly bedroomCount?: number;
  /** ISO 8601 date-time. */
  readonly publicationDate?: string;
  readonly appartmentNumber?: string;
  readonly dossierNumber?: string;
  readonly exclusive?: boolean;
  readonly investmentProperty?: boolean;
  readonly key?: string;
  readonly revenueProperty?: boolean;
  readonly advertiserId?: number;
  readonly projectId?: EstateId | null;
  /** Ids of the site's estate collections (nodes) this estate belongs to (§7 node collections). */
  readonly collections?: readonly number[];
  /** Guid of the alternative source; its presence switches the sold/rented transaction ids (§4). */
  readonly skarabeeGuid?: string | null;
}

export interface City {
  readonly id: number;
  readonly name: string;
  readonly zip: string;
  readonly alias?: Partial<Translated>;
}

export type Region = 'FLANDERS' | 'WALLONIA' | 'BRUSSELS';

export interface GeoLocation {
  readonly lat: number;
  readonly lon: number;
}

export interface EstateAddress {
  readonly visible?: boolean;
  readonly streetAddress?: string;
  readonly street?: Partial<Translated>;
  readonly number?: string;
  readonly box?: string;
  readonly city?: City;
  readonly region?: Region | null;
  readonly country?: { readonly id: string };
  readonly geoLocation?: GeoLocation | null;
}

export interface CadastralIncome {
  readonly indexed?: number;
  readonly nonIndexed?: number;
  readonly communityTax?: number;
}

export interface EstatePrice {
  readonly value?: number | null;
  readonly deposit?: number;
  readonly furniture?: number;
  readonly infrastructure?: number;
  readonly construction?: number;
  readonly groundValue?: number;
  /** e.g. 'per month' for rentals. */
  readonly periodName?: string;
  readonly priceFrom?: boolean;
  readonly totalPrice?: number;
  readonly registrationCost?: number;
  readonly tax?: number;
  readonly notarySalery?: number;
  readonly constructionValue?: number;
  readonly ki?: CadastralIncome;
}

export interface EstateDimensions {
  readonly areaGround?: number;
  readonly areaBuild?: number;
  readonly areaBuildable?: number;
  readonly widthHouse?: number;
  readonly widthGround?: number;
  readonly depthHouse?: number;
  readonly depthGround?: number;
  readonly depthGroundFloor?: number;
  readonly depthFloor?: number;
  readonly commentArea?: Partial<Translated>;
}

export interface EstateEnergy {
  readonly epcValue?: number;
  readonly epcValueTotal?: number;
  readonly epbReference?: string;
  readonly epcReference?: string;
  /** Form LABEL_sub, e.g. 'B' or 'A_PLUS' (see energy-label enumeration). */
  readonly energyLabel?: string;
  readonly customEpcLabel?: string;
  readonly eLevel?: number;
  readonly kLevel?: number;
  readonly co2?: number;
  readonly shared?: boolean;
}

export interface EstateTechnical {
  readonly constructionYear?: number;
  readonly renovationYear?: number;
  readonly buildingType?: NamedRef;
  readonly condition?: NamedRef;
  readonly newBuilding?: boolean;
  readonly available?: NamedRef;
  readonly availableDate?: string;
  readonly furniture?: boolean;
  readonly petsAllowed?: boolean;
  readonly monthlyCost?: number;
  readonly directionGarden?: NamedRef;
  readonly oLevelSensitivity?: string;
  readonly oLevelZone?: string;
  readonly certificateConformity?: boolean;
  readonly certificateConformityConform?: boolean;
  readonly certificateElectricity?: boolean;
  readonly certificateElectricityConform?: boolean;
  readonly elevator?: boolean;
}

export interface Room {
  /** Room type: id (1 bedroom, 5 bathroom, 16 toilet, 6 garage, 14 parking space, 10 terrace; §2) and name per language. */
  readonly value: { readonly id: number; readonly name?: Partial<Translated> };
  /** Surface in m²; -1 means unknown (§2). */
  readonly surface?: number;
  readonly count?: number;
  readonly floor?: string;
  readonly comment?: Partial<Translated>;
  readonly common?: boolean;
  readonly sort?: number;
}

export interface Picture {
  readonly file: string;
  readonly thumbnail?: string;
  readonly index?: number;
  /**
   * Issue 20: set by our own catalogue only, for a photo it serves in responsive variants
   * (`domain/display/photo-variants.ts` names their addresses). An external §7 backend never sends it: its
   * `file` is used as it is.
   */
  readonly variants?: PhotoVariants;
}

/** A photo served in several widths and formats, and what a page shows before it loads. */
export interface PhotoVariants {
  /** The variants' folder, e.g. `/assets/photos/demo-3`. */
  readonly base: string;
  /** The widths made (ascending, none wider than the photo). */
  readonly widths: readonly number[];
  /** The photo's own size, after its EXIF orientation. */
  readonly width: number;
  readonly height: number;
  /** Its dominant colour (`#rrggbb`), the placeholder until it loads. */
  readonly color: string;
}

export interface EstateFile {
  readonly type?: { readonly name?: Partial<Translated> | string };
  readonly link: string;
  readonly comment?: string;
}

export interface VirtualVisit {
  /** Type 2 is the main link (§2). */
  readonly type: { readonly id: number };
  readonly link: string;
}

export interface EnvironmentEntry {
  readonly environment: { readonly name?: Partial<Translated> | string };
  readonly comment?: string;
}

export interface BuildTechnicalEntry {
  readonly criteria: { readonly name?: Partial<Translated> | string };
  readonly value: { readonly name?: Partial<Translated> | string };
  readonly comment?: string;
}

export interface RentalOption {
  readonly description: Partial<Translated>;
}

export interface ExtraField {
  readonly extraFieldAutoid: number;
  readonly type: string;
  readonly value?: string | number | boolean | null;
  readonly valueLangString?: Partial<Translated>;
}

export interface SalesRep {
  readonly name?: string;
  readonly firstname?: string;
  readonly lastname?: string;
  readonly phone?: string;
  readonly mobile?: string;
  readonly email?: string;
  readonly picture?: string;
  readonly description?: string;
}

export interface EstateStatusRef {
  readonly id: number;
  readonly name?: string;
}

/** One estate: a property, a project (with `children`, its units) or a unit of a project. */
export interface Estate {
  readonly title?: string;
  readonly description?: string;
  readonly short_description?: string;
  readonly external_id?: string;
  /** Transaction status (see status rules). */
  readonly status?: EstateStatusRef;
  /** Head type, as upstream names it at top level. */
  readonly type?: NamedRef;
  readonly subType?: NamedRef;
  readonly archived?: boolean;
  readonly archived_at?: string | null;
  readonly general: EstateGeneral;
  readonly address?: EstateAddress;
  readonly price?: EstatePrice;
  readonly dimensions?: EstateDimensions;
  readonly energy?: EstateEnergy;
  readonly technical?: EstateTechnical;
  readonly rooms?: readonly Room[];
  readonly pictures?: readonly Picture[];
  readonly videos?: readonly string[];
  readonly files?: readonly EstateFile[];
  readonly virtualVisits?: readonly VirtualVisit[];
  readonly environments?: readonly EnvironmentEntry[];
  readonly buildTechnical?: readonly BuildTechnicalEntry[];
  readonly rentalOptions?: readonly RentalOption[];
  readonly extraFields?: readonly ExtraField[];
  readonly contact?: SalesRep | null;
  /** Notary and detail data grouped as in §3 "Property field groups". */
  readonly fields?: PropertyFields;
  /** A project's units; a property is a group of one (§7 search results). */
  readonly children?: readonly Estate[];
}
