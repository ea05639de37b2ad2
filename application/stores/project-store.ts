import type { Estate } from '../../domain/estate/estate';
import type { ErrorInfo } from './error-info';
import { createStore, type Store } from './store';

/** A project detail page: the project, its units (children) and the unit the visitor selected. */
export interface ProjectState {
  readonly project: Estate | null;
  readonly children: readonly Estate[];
  readonly selectedEntityId: number | null;
  readonly isLoading: boolean;
  readonly error: ErrorInfo | null;
}

export type ProjectAction =
  | { readonly type: 'projectRequested' }
  | { readonly type: 'projectLoaded'; readonly project: Estate; readonly children: readonly Estate[] }
  | { readonly type: 'childrenCleared'; readonly error: ErrorInfo }
  | { readonly type: 'entitySelected'; readonly entityId: number | null };

export const initialProjectState: ProjectState = {
  project: null,
  children: [],
  selectedEntityId: null,
  isLoading: false,
  error: null,
};

export function projectReducer(state: ProjectState, action: ProjectAction): ProjectState {
  switch (action.type) {
    case 'projectRequested':
      return { ...state, isLoading: true, error: null };
    case 'projectLoaded':
      return { ...state, isLoading: false, project: action.project, children: action.children };
    case 'childrenCleared':
      return { ...state, isLoading: false, children: [], selectedEntityId: null, error: action.error };
    case 'entitySelected':
      return { ...state, selectedEntityId: action.entityId };
  }
}

export type ProjectStore = Store<ProjectState, ProjectAction>;

export const createProjectStore = (initial: ProjectState = initialProjectState): ProjectStore =>
  createStore(initial, projectReducer);
