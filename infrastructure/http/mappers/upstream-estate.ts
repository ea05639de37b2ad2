/**
 * The estate JSON of the §7 API (§3 field names): snake_case where the spec writes them so
 * (`street_address`, `appartment_number`, `investment_property`, `revenue_property`,
 * `extra_field_autoid`, `value_lang_string`, top-level `short_description`, `external_id`,
 * `archived_at`), camelCase elsewhere. Every field may be missing; ids may come as numeric text.
 * Our catalogue service writes this shape (`toUpstreamEstate`), the gateways read it.
 */
import type { UpstreamId, UpstreamNamedRef, UpstreamTranslated } from './upstream-common';
import type {
  UpstreamBuildTechnical,
  UpstreamDimensions,
  UpstreamEnergy,
  UpstreamEnvironment,
  UpstreamExtraField,
  UpstreamFile,
  UpstreamPicture,
  UpstreamPrice,
  UpstreamRentalOption,
  UpstreamRoom,
  UpstreamSalesRep,
  UpstreamTechnical,
  UpstreamVirtualVisit,
} from './upstream-estate-groups';

export type { UpstreamId, UpstreamNamedRef, UpstreamTranslated } from './upstream-common';

export interface UpstreamSticker extends UpstreamNamedRef {
  readonly color?: string;
  readonly textColor?: string;
}

export interface UpstreamGeneral {
  readonly id: UpstreamId;
  readonly parentId?: UpstreamId | null;
  readonly isProject?: boolean;
  readonly headType?: UpstreamNamedRef;
  readonly subType?: UpstreamNamedRef;
  readonly transaction?: UpstreamNamedRef;
  readonly title?: UpstreamTranslated;
  readonly description?: UpstreamTranslated;
  readonly shortDescription?: UpstreamTranslated;
  readonly reference?: string;
  readonly floor?: string;
  readonly floorId?: number;
  readonly entityNumber?: string;
  readonly sticker?: UpstreamSticker | null;
  readonly buildingName?: string;
  readonly petsAllowed?: boolean;
  readonly architect?: string;
  readonly asbestosInventory?: boolean;
  readonly asbestosCertificate?: string;
  readonly townPlanning?: Readonly<Record<string, string | number | boolean | null>>;
  readonly flooding?: { readonly building?: string; readonly parcel?: string };
  readonly heritageInventory?: boolean;
  readonly heritageProtected?: boolean;
  readonly renovationObligation?: boolean;
  readonly bedroomCount?: number;
  readonly publicationDate?: string;
  readonly appartment_number?: string;
  readonly dossierNumber?: string;
  readonly exclusive?: boolean;
  readonly investment_property?: boolean;
  readonly key?: string;
  readonly revenue_property?: boolean;
  readonly advertiserId?: UpstreamId;
  readonly projectId?: UpstreamId | null;
  readonly collections?: readonly UpstreamId[];
  readonly skarabeeGuid?: string | null;
}

export interface UpstreamCity {
  readonly id: UpstreamId;
  readonly name?: string;
  readonly zip?: string;
  readonly alias?: UpstreamTranslated;
}

export interface UpstreamAddress {
  readonly visible?: boolean;
  readonly street_address?: string;
  readonly street?: UpstreamTranslated;
  readonly number?: string;
  readonly box?: string;
  readonly city?: UpstreamCity;
  readonly region?: 'FLANDERS' | 'WALLONIA' | 'BRUSSELS' | null;
  readonly country?: { readonly id: string };
  readonly geoLocation?: { readonly lat: number; readonly lon: number } | null;
}

/** A property field group (§3 "Property field groups"), keyed by its snake_case field names. */
export type UpstreamFieldGroup = Readonly<Record<string, string | number | boolean | null | UpstreamTranslated>>;

export interface UpstreamEstate {
  readonly title?: string;
  readonly description?: string;
  readonly short_description?: string;
  readonly external_id?: string;
  readonly status?: UpstreamNamedRef;
  readonly type?: UpstreamNamedRef;
  readonly subType?: UpstreamNamedRef;
  readonly archived?: boolean;
  readonly archived_at?: string | null;
  readonly general: UpstreamGeneral;
  readonly address?: UpstreamAddress;
  readonly price?: UpstreamPrice;
  readonly dimensions?: UpstreamDimensions;
  readonly energy?: UpstreamEnergy;
  readonly technical?: UpstreamTechnical;
  readonly rooms?: readonly UpstreamRoom[];
  readonly pictures?: readonly UpstreamPicture[];
  readonly videos?: readonly string[];
  readonly files?: readonly UpstreamFile[];
  readonly virtualVisits?: readonly UpstreamVirtualVisit[];
  readonly environments?: readonly UpstreamEnvironment[];
  readonly buildTechnical?: readonly UpstreamBuildTechnical[];
  readonly rentalOptions?: readonly UpstreamRentalOption[];
  readonly extraFields?: readonly UpstreamExtraField[];
  /** The sales representative; read from `salesRep` too, the other name §3 uses. */
  readonly contact?: UpstreamSalesRep | null;
  readonly salesRep?: UpstreamSalesRep | null;
  readonly fields?: Readonly<Record<string, UpstreamFieldGroup>>;
  readonly children?: readonly UpstreamEstate[];
}
