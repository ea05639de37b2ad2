import type { Locale } from '../shared/locale';
import type { Estate } from '../estate/estate';
import { estateKind, parentIdOf } from './estate-kind';
import { estateSlug, projectSlug, propertySlug } from './slug';
import { routePath } from './routes';

/**
 * §2 project entity link: the parent project's link plus '/' plus the entity id. Without the parent
 * estate at hand the entity's own slug stands in: slugs are decorative, the ids carry the meaning.
 */
function projectEntityPath(entity: Estate, locale: Locale, project: Estate | undefined): string {
  const estateId = project ? project.general.id : parentIdOf(entity);
  const slug = (project ? projectSlug(project, locale) : propertySlug(entity, locale)) || `${estateId}`;
  return routePath('projectEntity', locale, { estateId, slug, entityId: entity.general.id });
}

/**
 * §2 detail address of an estate: `/{locale}/{offer}/{id}/{slug}`; for a project entity the parent
 * project's address plus the entity id. An estate with nothing to slug gets the short form.
 */
export function estateDetailPath(estate: Estate, locale: Locale, parentProject?: Estate): string {
  if (estateKind(estate) === 'projectEntity') return projectEntityPath(estate, locale, parentProject);
  const estateId = estate.general.id;
  const slug = estateSlug(estate, locale);
  return slug === ''
    ? routePath('estate', locale, { estateId })
    : routePath('estateWithSlug', locale, { estateId, slug });
}

/** The spec's name (§2 "Estate addresses") for the detail path. */
export const estateAddress = estateDetailPath;
