/** What the detail route renders from: the core's detail view (application/pages/detail-page). */
export type { DetailView as DetailPageData, ProjectRef, UnitRow } from '../../../application/pages/detail-page';
