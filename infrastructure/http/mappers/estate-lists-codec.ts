import type {
  BuildTechnicalEntry,
  EnvironmentEntry,
  EstateFile,
  ExtraField,
  Picture,
  RentalOption,
  Room,
  SalesRep,
  VirtualVisit,
} from '../../../domain/estate/estate';
import type { Translated } from '../../../domain/shared/locale';
import { bool, field, num, object, scalar, str, textOrTranslated, translated } from './codec';
import type { Codec } from './codec';
import type {
  UpstreamBuildTechnical,
  UpstreamEnvironment,
  UpstreamExtraField,
  UpstreamFile,
  UpstreamPicture,
  UpstreamRentalOption,
  UpstreamRoom,
  UpstreamSalesRep,
  UpstreamVirtualVisit,
} from './upstream-estate-groups';

/** The estate's list entries (§3): an entry missing what identifies it (a room's type, a link) is dropped. */

type Name = { readonly name?: Partial<Translated> | string };
const named = object<Name, Name>({ name: field('name', textOrTranslated) });

type RoomType = Room['value'];
const roomType = object<RoomType, UpstreamRoom['value']>({ id: field('id', num), name: field('name', translated) }, ['id']);

export const room: Codec<Room> = object<Room, UpstreamRoom>(
  {
    value: field('value', roomType),
    surface: field('surface', num),
    count: field('count', num),
    floor: field('floor', str),
    comment: field('comment', translated),
    common: field('common', bool),
    sort: field('sort', num),
  },
  ['value'],
);

/** §3 pictures; `variants` is our embedded catalogue's own (issue 20): a §7 backend's pictures are used as they are. */
export const picture: Codec<Picture> = object<Omit<Picture, 'variants'>, UpstreamPicture>(
  { file: field('file', str), thumbnail: field('thumbnail', str), index: field('index', num) },
  ['file'],
);

export const file: Codec<EstateFile> = object<EstateFile, UpstreamFile>(
  { type: field('type', named), link: field('link', str), comment: field('comment', str) },
  ['link'],
);

export const virtualVisit: Codec<VirtualVisit> = object<VirtualVisit, UpstreamVirtualVisit>(
  {
    type: field('type', object<VirtualVisit['type'], UpstreamVirtualVisit['type']>({ id: field('id', num) }, ['id'])),
    link: field('link', str),
  },
  ['type', 'link'],
);

export const environment: Codec<EnvironmentEntry> = object<EnvironmentEntry, UpstreamEnvironment>(
  { environment: field('environment', named), comment: field('comment', str) },
  ['environment'],
);

export const buildTechnical: Codec<BuildTechnicalEntry> = object<BuildTechnicalEntry, UpstreamBuildTechnical>(
  { criteria: field('criteria', named), value: field('value', named), comment: field('comment', str) },
  ['criteria', 'value'],
);

export const rentalOption: Codec<RentalOption> = object<RentalOption, UpstreamRentalOption>(
  { description: field('description', translated) },
  ['description'],
);

export const extraField: Codec<ExtraField> = object<ExtraField, UpstreamExtraField>(
  {
    extraFieldAutoid: field('extra_field_autoid', num),
    type: field('type', str, ''),
    value: field('value', scalar),
    valueLangString: field('value_lang_string', translated),
  },
  ['extraFieldAutoid'],
);

export const salesRep: Codec<SalesRep> = object<SalesRep, UpstreamSalesRep>({
  name: field('name', str),
  firstname: field('firstname', str),
  lastname: field('lastname', str),
  phone: field('phone', str),
  mobile: field('mobile', str),
  email: field('email', str),
  picture: field('picture', str),
  description: field('description', str),
});
