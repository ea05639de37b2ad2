import { afterAll, beforeAll } from '@jest/globals';
import { RECORDED_SITE, startRecordingBackend, type RecordingBackend } from './recording-backend';
import { startSite, type RunningSite } from './site-process';

export interface RecordingSite {
  /** The §7 backend the site asks, with what it was asked. */
  readonly backend: RecordingBackend;
  /** The site of RECORDED_SITE in front of it. */
  readonly site: RunningSite;
}

/**
 * A recording §7 backend and a site of its own in front of it, for the tests of the describe block (or file) that
 * calls this: started before them, closed after them. No browser here: a file that reads HTML over HTTP uses it too.
 */
export function useRecordingSite(): RecordingSite {
  const world = {} as { backend: RecordingBackend; site: RunningSite };
  beforeAll(async () => {
    world.backend = await startRecordingBackend();
    world.site = await startSite({ apiBaseUrl: world.backend.url, siteId: RECORDED_SITE });
  }, 180_000);
  afterAll(async () => {
    await world.site?.close();
    await world.backend?.close();
  });
  return world;
}
