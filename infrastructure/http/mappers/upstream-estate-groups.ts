import type { UpstreamId, UpstreamNamedRef, UpstreamTranslated } from './upstream-common';

/** The estate's value groups and lists as the §7 API sends them (see upstream-estate.ts). */

export interface UpstreamPrice {
  readonly value?: number | null;
  readonly deposit?: number;
  readonly furniture?: number;
  readonly infrastructure?: number;
  readonly construction?: number;
  readonly groundValue?: number;
  readonly periodName?: string;
  readonly priceFrom?: boolean;
  readonly totalPrice?: number;
  readonly registrationCost?: number;
  readonly tax?: number;
  readonly notarySalery?: number;
  readonly constructionValue?: number;
  readonly ki?: { readonly indexed?: number; readonly nonIndexed?: number; readonly communityTax?: number };
}

export interface UpstreamDimensions {
  readonly areaGround?: number;
  readonly areaBuild?: number;
  readonly areaBuildable?: number;
  readonly widthHouse?: number;
  readonly widthGround?: number;
  readonly depthHouse?: number;
  readonly depthGround?: number;
  readonly depthGroundFloor?: number;
  readonly depthFloor?: number;
  readonly commentArea?: UpstreamTranslated;
}

export interface UpstreamEnergy {
  readonly epcValue?: number;
  readonly epcValueTotal?: number;
  readonly epbReference?: string;
  readonly epcReference?: string;
  readonly energyLabel?: string;
  readonly customEpcLabel?: string;
  readonly eLevel?: number;
  readonly kLevel?: number;
  readonly co2?: number;
  readonly shared?: boolean;
}

export interface UpstreamTechnical {
  readonly constructionYear?: number;
  readonly renovationYear?: number;
  readonly buildingType?: UpstreamNamedRef;
  readonly condition?: UpstreamNamedRef;
  readonly newBuilding?: boolean;
  readonly available?: UpstreamNamedRef;
  readonly availableDate?: string;
  readonly furniture?: boolean;
  readonly petsAllowed?: boolean;
  readonly monthlyCost?: number;
  readonly directionGarden?: UpstreamNamedRef;
  readonly oLevelSensitivity?: string;
  readonly oLevelZone?: string;
  readonly certificateConformity?: boolean;
  readonly certificateConformityConform?: boolean;
  readonly certificateElectricity?: boolean;
  readonly certificateElectricityConform?: boolean;
  readonly elevator?: boolean;
}

export interface UpstreamRoom {
  readonly value: { readonly id: UpstreamId; readonly name?: UpstreamTranslated };
  readonly surface?: number;
  readonly count?: number;
  readonly floor?: string;
  readonly comment?: UpstreamTranslated;
  readonly common?: boolean;
  readonly sort?: number;
}

export interface UpstreamPicture {
  readonly file: string;
  readonly thumbnail?: string;
  readonly index?: number;
}

type UpstreamName = { readonly name?: UpstreamTranslated | string };

export interface UpstreamFile {
  readonly type?: UpstreamName;
  readonly link: string;
  readonly comment?: string;
}

export interface UpstreamVirtualVisit {
  readonly type: { readonly id: UpstreamId };
  readonly link: string;
}

export interface UpstreamEnvironment {
  readonly environment: UpstreamName;
  readonly comment?: string;
}

export interface UpstreamBuildTechnical {
  readonly criteria: UpstreamName;
  readonly value: UpstreamName;
  readonly comment?: string;
}

export interface UpstreamRentalOption {
  readonly description: UpstreamTranslated;
}

export interface UpstreamExtraField {
  readonly extra_field_autoid: UpstreamId;
  readonly type: string;
  readonly value?: string | number | boolean | null;
  readonly value_lang_string?: UpstreamTranslated;
}

export interface UpstreamSalesRep {
  readonly name?: string;
  readonly firstname?: string;
  readonly lastname?: string;
  readonly phone?: string;
  readonly mobile?: string;
  readonly email?: string;
  readonly picture?: string;
  readonly description?: string;
}
