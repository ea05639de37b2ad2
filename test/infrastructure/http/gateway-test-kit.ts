import { createApiClient } from '../../../infrastructure/http/api-client';
import type { ApiClient } from '../../../infrastructure/http/api-client';
import { startRecordingServer } from './recording-server';
import type { RecordedRequest, RecordingServer } from './recording-server';

/** The site every gateway test uses; requests go to `${origin}/api/sites/42/…`. */
export const SITE_ID = '42';

export interface GatewayTestKit {
  readonly server: () => RecordingServer;
  readonly client: () => ApiClient;
  /** The one request the test made. */
  readonly onlyRequest: () => RecordedRequest;
}

/** A recording server for the file and a client on it under the base path /api, reset per test. */
export function useGatewayServer(): GatewayTestKit {
  let server: RecordingServer | undefined;
  let client: ApiClient | undefined;
  beforeAll(async () => {
    server = await startRecordingServer();
    client = createApiClient({ baseUrl: `${server.origin}/api`, siteId: SITE_ID, logger: () => {} });
  });
  afterAll(async () => server?.close());
  beforeEach(() => server?.reset());
  const get = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('used outside a test');
    return value;
  };
  return {
    server: () => get(server),
    client: () => get(client),
    onlyRequest: () => {
      const { requests } = get(server);
      expect(requests).toHaveLength(1);
      return requests[0] as RecordedRequest;
    },
  };
}

/** Node's fetch sends `accept-language: *` when the client sets none. */
export const NO_LOCALE = '*';

/** The parts of a request a §7 endpoint is defined by. */
export function described(request: RecordedRequest) {
  return {
    method: request.method,
    url: request.url,
    siteId: request.headers['x-site-id'],
    acceptLanguage: request.headers['accept-language'],
    client: request.headers['x-client'],
    propertySoftware: request.headers['x-property-software-client'],
    contentType: request.headers['content-type'],
    body: request.body === '' ? undefined : (JSON.parse(request.body) as unknown),
  };
}
