import { PERSONAL_ROUTES } from '../../domain/routing/personal-routes';
import { ROUTE_NAMES, ROUTE_TABLE } from '../../domain/routing/route-table';

// Issue 8 (the shared page cache) and §2 flows: a page whose path carries a visitor's token or appointment is theirs
// alone: no shared cache may keep it (create-site-server.ts answers it `private, no-store`).
describe('issue 8: personal routes', () => {
  const carriesVisitor = (name: (typeof ROUTE_NAMES)[number]) => ROUTE_TABLE[name].some((segment) => 'param' in segment && (segment.param === 'token' || segment.param === 'appointmentId'));

  it.each(ROUTE_NAMES.map((name) => [name, carriesVisitor(name)] as const))('%s is personal: %s', (name, personal) => {
    expect(PERSONAL_ROUTES.has(name)).toBe(personal);
  });
});
