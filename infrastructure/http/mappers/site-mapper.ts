import { LOCALES } from '../../../domain/shared/locale';
import type { Locale, Translated } from '../../../domain/shared/locale';
import type {
  AgencyIdentity,
  Agreement,
  CmsPage,
  EstatePage,
  GeoPoint,
  Menu,
  MenuItem,
  Site,
  SiteEntity,
  SiteEntityItem,
  SiteSettings,
  TranslationTable,
} from '../../../domain/site/site';
import { z } from 'zod';
import { bool, codec, field, isObject, lazy, lenient, list, num, object, oneOf, present, str, translated } from './codec';
import type { Codec } from './codec';

/**
 * §7 site, navigation, pages, entities, agreements, estate pages and translations. Their payloads
 * are not shown in the spec; upstream uses the domain's shapes. Only ids are required.
 */
const locale = oneOf(LOCALES);

/** Legal texts the agency must show: a missing language reads as empty text, shown as such. */
const everyLanguage: Codec<Translated> = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, z.string().catch('')])) as Record<Locale, z.ZodCatch<z.ZodString>>)
  .catch(() => Object.fromEntries(LOCALES.map((l) => [l, ''])) as Translated);

const text = <K extends string>(key: K) => field(key, str, '');

const agency = object<AgencyIdentity, AgencyIdentity>({
  name: text('name'),
  street: text('street'),
  zip: text('zip'),
  city: text('city'),
  cityAlias: field('cityAlias', translated),
  phone: text('phone'),
  email: text('email'),
  companyNumber: text('companyNumber'),
  vatNumber: text('vatNumber'),
  bivTitle: field('bivTitle', everyLanguage),
  bivNumber: text('bivNumber'),
  supervisoryAuthority: field('supervisoryAuthority', everyLanguage),
  insurer: text('insurer'),
  insurancePolicy: field('insurancePolicy', str),
  officeHours: field('officeHours', translated),
  location: field('location', object<GeoPoint, GeoPoint>({ latitude: field('latitude', num), longitude: field('longitude', num) }, ['latitude', 'longitude'])),
});

/** §1 site settings: hiddenStatus (status ids), as numbers even when sent as text. */
const settings = object<SiteSettings, SiteSettings>({
  hiddenStatus: field('hiddenStatus', list(num), []),
  mailFrom: field('mailFrom', str),
  mailReplyTo: field('mailReplyTo', str),
  mailSalesRep: field('mailSalesRep', bool),
});

const site = object<Site, Site>(
  {
    id: field('id', str),
    name: text('name'),
    hostnames: field('hostnames', list(str), []),
    defaultLocale: field('defaultLocale', locale, 'nl'),
    settings: field('settings', settings, { hiddenStatus: [] }),
    agency: field('agency', agency, agency.decode({})),
    agendaId: field('agendaId', num),
  },
  ['id'],
);

const menuItem: Codec<MenuItem> = object<MenuItem, MenuItem>(
  {
    id: field('id', num),
    label: field('label', translated, {}),
    url: field('url', translated, {}),
    children: field('children', list(lazy(() => menuItem)), []),
  },
  ['id'],
);

const menu = object<Menu, Menu>(
  { id: field('id', num), type: text('type'), items: field('items', list(menuItem), []) },
  ['id'],
);

const page = object<CmsPage, CmsPage>(
  {
    id: field('id', num),
    key: text('key'),
    url: field('url', translated, {}),
    title: field('title', translated, {}),
    body: field('body', translated, {}),
  },
  ['id'],
);

const entity = object<SiteEntity, SiteEntity>({ id: field('id', num), name: text('name') }, ['id']);

const anyValues: Codec<Readonly<Record<string, unknown>>> = lenient(z.record(z.string(), z.unknown()));

const entityItem = object<SiteEntityItem, SiteEntityItem>(
  { id: field('id', num), entityId: field('entityId', num), values: field('values', anyValues, {}) },
  ['id', 'entityId'],
);

const agreement = object<Agreement, Agreement>(
  { id: field('id', num), locale: field('locale', locale), title: text('title'), body: text('body') },
  ['id', 'locale'],
);

const estatePage = object<EstatePage, EstatePage>(
  { id: field('id', num), title: field('title', translated, {}), query: text('query') },
  ['id'],
);

export const toSite = (raw: unknown): Site | null => site.decode(raw) ?? null;
export const toMenu = (raw: unknown): Menu | null => menu.decode(raw) ?? null;
export const toPage = (raw: unknown): CmsPage | null => page.decode(raw) ?? null;
export const toPages = (raw: unknown): readonly CmsPage[] => list(page).decode(raw) ?? [];
export const toEntities = (raw: unknown): readonly SiteEntity[] => list(entity).decode(raw) ?? [];
export const toEstatePage = (raw: unknown): EstatePage | null => estatePage.decode(raw) ?? null;

/** Items of the asked entity; an item that does not name its entity belongs to the one asked for. */
export function toEntityItems(raw: unknown, entityId: number): readonly SiteEntityItem[] {
  const items = Array.isArray(raw) ? raw.map((item: unknown) => (isObject(item) ? { entityId, ...item } : item)) : raw;
  return list(entityItem).decode(items) ?? [];
}

/** Agreements in the asked language; one that does not name its language is in the one asked for. */
export function toAgreements(raw: unknown, asked: Locale): readonly Agreement[] {
  const items = Array.isArray(raw) ? raw.map((item: unknown) => (isObject(item) ? { locale: asked, ...item } : item)) : raw;
  return list(agreement).decode(items) ?? [];
}

/** Message key to text; entries that are not text are dropped. */
const translationTable: Codec<TranslationTable> = codec(
  z.record(z.string(), z.string().optional().catch(undefined)),
  (raw) => present(raw) as TranslationTable,
  (table) => table,
);

export const toTranslationTable = (raw: unknown): TranslationTable => translationTable.decode(raw) ?? {};
