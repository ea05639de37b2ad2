import { estateId } from '../../../domain/estate/estate';
import type { EstateGeneral, EstateId, FloodingScores, NamedRef, Sticker } from '../../../domain/estate/estate';
import { as, bool, field, list, nullable, num, object, scalarRecord, str, translated } from './codec';
import type { Codec } from './codec';
import type { UpstreamNamedRef } from './upstream-common';
import type { UpstreamGeneral, UpstreamSticker } from './upstream-estate';

/** Estate ids are numbers upstream, sometimes sent as numeric text. */
export const estateIdCodec: Codec<EstateId> = as(num, estateId, Number);

export const namedRef: Codec<NamedRef> = object<NamedRef, UpstreamNamedRef>(
  { id: field('id', num), name: field('name', str) },
  ['id'],
);

const sticker = object<Sticker, UpstreamSticker>(
  { id: field('id', num), name: field('name', str), color: field('color', str), textColor: field('textColor', str) },
  ['id'],
);

const flooding = object<FloodingScores, FloodingScores>({ building: field('building', str), parcel: field('parcel', str) });

/** §3 general; an estate without a readable id is no estate. */
export const general: Codec<EstateGeneral> = object<EstateGeneral, UpstreamGeneral>(
  {
    id: field('id', estateIdCodec),
    parentId: field('parentId', nullable(estateIdCodec)),
    isProject: field('isProject', bool),
    headType: field('headType', namedRef),
    subType: field('subType', namedRef),
    transaction: field('transaction', namedRef),
    title: field('title', translated),
    description: field('description', translated),
    shortDescription: field('shortDescription', translated),
    reference: field('reference', str),
    floor: field('floor', str),
    floorId: field('floorId', num),
    entityNumber: field('entityNumber', str),
    sticker: field('sticker', nullable(sticker)),
    buildingName: field('buildingName', str),
    petsAllowed: field('petsAllowed', bool),
    architect: field('architect', str),
    asbestosInventory: field('asbestosInventory', bool),
    asbestosCertificate: field('asbestosCertificate', str),
    townPlanning: field('townPlanning', scalarRecord),
    flooding: field('flooding', flooding),
    heritageInventory: field('heritageInventory', bool),
    heritageProtected: field('heritageProtected', bool),
    renovationObligation: field('renovationObligation', bool),
    bedroomCount: field('bedroomCount', num),
    publicationDate: field('publicationDate', str),
    appartmentNumber: field('appartment_number', str),
    dossierNumber: field('dossierNumber', str),
    exclusive: field('exclusive', bool),
    investmentProperty: field('investment_property', bool),
    key: field('key', str),
    revenueProperty: field('revenue_property', bool),
    advertiserId: field('advertiserId', num),
    projectId: field('projectId', nullable(estateIdCodec)),
    collections: field('collections', list(num)),
    skarabeeGuid: field('skarabeeGuid', nullable(str)),
  },
  ['id'],
);
