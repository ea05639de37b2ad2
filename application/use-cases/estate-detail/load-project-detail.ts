import type { Locale } from '../../../domain/shared/locale';
import { visibleEstates } from '../../../domain/visibility/site-visibility';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import { toErrorInfo } from '../../stores/error-info';
import type { ProjectStore } from '../../stores/project-store';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

export interface ProjectDetailDeps {
  readonly catalogue: EstateCatalogue;
  readonly project: ProjectStore;
  readonly siteSettings: SiteSettingsStore;
  readonly locale: Locale;
}

/**
 * A project with its units (§7 /estates/group/{id}). §8: when the project cannot be loaded its children
 * are cleared, then the error is rethrown for the caller (the page answers with an error or 404).
 */
export class LoadProjectDetail {
  constructor(private readonly deps: ProjectDetailDeps) {}

  async execute(input: { readonly projectId: number }): Promise<{ readonly found: boolean }> {
    const { catalogue, project, siteSettings, locale } = this.deps;
    project.dispatch({ type: 'projectRequested' });
    try {
      const group = await catalogue.estateGroup(input.projectId, locale);
      if (!group) {
        project.dispatch({ type: 'childrenCleared', error: { message: 'Not Found', status: 404 } });
        return { found: false };
      }
      const children = visibleEstates(group.children ?? [], siteSettings.getSnapshot().hiddenStatus);
      project.dispatch({ type: 'projectLoaded', project: group, children });
      return { found: true };
    } catch (error) {
      project.dispatch({ type: 'childrenCleared', error: toErrorInfo(error) });
      throw error;
    }
  }
}

/** The visitor picks one unit of the project (§2 project entity detail); unknown ids select nothing. */
export class SelectProjectEntity {
  constructor(private readonly deps: Pick<ProjectDetailDeps, 'project'>) {}

  execute(input: { readonly entityId: number | null }): boolean {
    const { children } = this.deps.project.getSnapshot();
    const found = input.entityId !== null && children.some((child) => Number(child.general.id) === input.entityId);
    this.deps.project.dispatch({ type: 'entitySelected', entityId: found ? input.entityId : null });
    return found;
  }
}
