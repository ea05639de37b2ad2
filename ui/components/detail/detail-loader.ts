import type { Container } from 'inversify';
import { data, redirect } from 'react-router';
import { toCardEstate } from '../../../domain/display/card-estate';
import { formatArea } from '../../../domain/display/format-units';
import { listingCard } from '../../../domain/display/listing-card';
import type { Estate, SalesRep } from '../../../domain/estate/estate';
import { estateDetailPath } from '../../../domain/routing/estate-detail-path';
import { estateKind, parentIdOf } from '../../../domain/routing/estate-kind';
import type { Locale } from '../../../domain/shared/locale';
import { visibleEstates } from '../../../domain/visibility/site-visibility';
import { isVisibleValue } from '../../../domain/visibility/visible-value';
import { resolve } from '../../../infrastructure/container/create-container';
import type { DetailPageData, ProjectRef, UnitRow } from './detail-data';

export interface DetailRequest {
  readonly container: Container;
  readonly locale: Locale;
  readonly origin: string;
  readonly url: URL;
  readonly params: Readonly<Partial<Record<'estateId' | 'slug' | 'entityId', string>>>;
}

const ID = /^[1-9]\d{0,9}$/;
const notFound = () => data(null, { status: 404 });

/** A backend that fails is temporary (§8): 503 and no-store keep the error page out of caches and indexes. */
async function fromBackend<T>(container: Container, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    resolve(container, 'logger').error('Loading the estate detail failed', error);
    throw data(null, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } });
  }
}

async function loadEstate(container: Container, estateId: number): Promise<Estate> {
  const result = await fromBackend(container, () => resolve(container, 'loadEstateDetail').execute({ estateId }));
  if (!result.ok) throw notFound(); // unknown, or its status hidden by the site (§5)
  return result.estate;
}

/** The project with its visible units (§5), through the project store. */
async function loadProject(container: Container, projectId: number): Promise<{ project: Estate; units: readonly Estate[] }> {
  const { found } = await fromBackend(container, () => resolve(container, 'loadProjectDetail').execute({ projectId }));
  const { project, children } = resolve(container, 'project').getSnapshot();
  if (!found || !project) throw notFound();
  return { project, units: children };
}

interface PageEstates {
  readonly estate: Estate;
  readonly project?: Estate;
  readonly units: readonly Estate[];
}

/** Which estate this address shows: a property, a project with its units, or one unit of a project. */
async function pageEstates(container: Container, found: Estate, entityId: number | undefined): Promise<PageEstates> {
  const kind = estateKind(found);
  if (entityId !== undefined) {
    if (kind !== 'project') throw notFound();
    const { project, units } = await loadProject(container, Number(found.general.id));
    if (!resolve(container, 'selectProjectEntity').execute({ entityId })) throw notFound();
    return { estate: await loadEstate(container, entityId), project, units };
  }
  if (kind === 'project') {
    const { project, units } = await loadProject(container, Number(found.general.id));
    return { estate: { ...project, ...found }, units };
  }
  const parentId = parentIdOf(found);
  if (kind === 'projectEntity' && parentId !== undefined) {
    // A unit asked for by its own id: its address is its project's plus its id (redirected below).
    const { project, units } = await loadProject(container, Number(parentId));
    return { estate: found, project, units };
  }
  return { estate: found, units: [] };
}

function unitRow(unit: Estate, project: Estate, locale: Locale): UnitRow {
  const card = listingCard(unit, locale);
  const floor = unit.general.floor ?? unit.fields?.construction?.floor;
  const area = formatArea(unit.dimensions?.areaBuild ?? unit.fields?.construction?.living_area_surface);
  return {
    id: card.id,
    href: estateDetailPath(unit, locale, project),
    subType: card.subType,
    ...(unit.general.entityNumber && { entityNumber: unit.general.entityNumber }),
    ...(isVisibleValue(floor) && { floor: String(floor) }),
    ...(card.bedrooms !== undefined && { bedrooms: card.bedrooms }),
    ...(area && { area }),
    ...(card.price && { price: card.price }),
    ...(card.statusLabel && { statusLabel: card.statusLabel }),
  };
}

function projectRef(project: Estate, locale: Locale): ProjectRef {
  const card = listingCard(project, locale);
  return { id: card.id, title: card.projectTitle || card.subType, href: estateDetailPath(project, locale) };
}

/** §7 similar estates, without those the site hides (§5); the page does without them when they fail. */
async function similarEstates(container: Container, estate: Estate, locale: Locale): Promise<readonly Estate[]> {
  try {
    const similar = await resolve(container, 'requests').similarEstates(Number(estate.general.id), locale);
    const { hiddenStatus } = resolve(container, 'siteSettings').getSnapshot();
    return visibleEstates(similar, hiddenStatus)
      .filter((other) => other.general.id !== estate.general.id)
      .map(toCardEstate);
  } catch (error) {
    resolve(container, 'logger').error('Loading similar estates failed', error);
    return [];
  }
}

async function salesRep(container: Container, estate: Estate, project: Estate | undefined): Promise<SalesRep | null> {
  const known = estate.contact ?? project?.contact;
  if (known) return known;
  try {
    return await resolve(container, 'catalogue').contactInfo(Number(estate.general.id));
  } catch {
    return null; // optional upstream (§7): the agency's own details still show in the footer
  }
}

/** A project ships its units card-sized (its 'From' price reads them); anything else ships without children. */
function pageEstate(estate: Estate, units: readonly Estate[]): Estate {
  const rest = { ...estate };
  delete (rest as { children?: unknown }).children;
  return estateKind(estate) === 'project' ? { ...rest, children: units.map(toCardEstate) } : rest;
}

/**
 * §2 estate detail, short, with slug and project entity: loads the estate (404 when unknown or hidden, §5),
 * redirects (301) every other spelling to the canonical address, and gathers units, contact and similar estates.
 */
export async function loadDetailPage({ container, locale, origin, url, params }: DetailRequest): Promise<DetailPageData> {
  if (!ID.test(params.estateId ?? '') || (params.entityId !== undefined && !ID.test(params.entityId))) throw notFound();
  const entityId = params.entityId === undefined ? undefined : Number(params.entityId);
  const found = await loadEstate(container, Number(params.estateId));
  const { estate, project, units } = await pageEstates(container, found, entityId);
  const projectOfUnits = project ?? estate;
  const path = estateDetailPath(estate, locale, project);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  const [contact, similar] = await Promise.all([salesRep(container, estate, project), similarEstates(container, estate, locale)]);
  return {
    locale,
    estate: pageEstate(estate, units),
    canonicalUrl: `${origin}${path}`,
    ...(project && { project: projectRef(project, locale) }),
    units: units.map((unit) => unitRow(unit, projectOfUnits, locale)),
    contact,
    similar,
    costDay: resolve(container, 'clock').now().toISOString().slice(0, 10),
  };
}
