import type { HiddenStatus } from '../domain/visibility/site-visibility';
import type { SiteDirectory } from './ports/site-directory';

/** §5: the statuses this site never shows, from its settings; every query that shows estates asks for them itself. */
export async function hiddenStatusOf(directory: SiteDirectory): Promise<HiddenStatus> {
  return (await directory.site()).settings.hiddenStatus;
}
