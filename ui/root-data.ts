import { useRouteLoaderData } from 'react-router';
import type { loader } from './root';

/** What the root loader gives every page: the site, its menus, translations, language and origin. */
export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root's data, for components anywhere in the tree (undefined only while the root itself failed). */
export const useRootData = (): RootData | undefined => useRouteLoaderData<RootData>('root');
