/**
 * How a contract suite gets the adapter it checks: the fixture goes in, a ready adapter comes out,
 * with whatever it needs torn down in `close` (a server, a database). The in-memory adapters wrap
 * the fixture directly; an HTTP gateway starts a backend seeded with it.
 */
export interface AdapterUnderTest<Port> {
  readonly adapter: Port;
  close(): Promise<void>;
}

export type MakeAdapter<Port, Fixture> = (fixture: Fixture) => Promise<AdapterUnderTest<Port>>;

/**
 * A fresh adapter for every test (`each`, for ports with state) or one for the whole suite (`all`,
 * for read-only ports); the returned function gives the current one.
 */
export function useAdapter<Port, Fixture>(make: MakeAdapter<Port, Fixture>, fixture: Fixture, scope: 'each' | 'all'): () => Port {
  let current: AdapterUnderTest<Port> | undefined;
  const setUp = async () => {
    current = await make(structuredClone(fixture));
  };
  const tearDown = async () => {
    await current?.close();
    current = undefined;
  };
  if (scope === 'each') {
    beforeEach(setUp);
    afterEach(tearDown);
  } else {
    beforeAll(setUp);
    afterAll(tearDown);
  }
  return () => {
    if (!current) throw new Error('The adapter is used outside a test');
    return current.adapter;
  };
}
