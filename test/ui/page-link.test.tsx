/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import './support/jsdom-globals';
import '@testing-library/jest-dom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { PageLink, PageLinksProvider } from '../../ui/components/shell/page-link';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

/** A page with the links a card, a menu and a footer have, inside the router as the root layout puts them. */
function renderLinks(withProvider = true) {
  const links = (
    <>
      <PageLink to="/nl/aanbod/7/villa-te-koop-in-gent" className="estate-card__link">
        Villa in Gent
      </PageLink>
      <PageLink to="https://www.biv.be/">BIV</PageLink>
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: withProvider ? <PageLinksProvider>{links}</PageLinksProvider> : links }], {
    initialEntries: ['/nl/aanbod'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('issue 8: PageLink, a light <Link> for cards, menus and the footer', () => {
  it('renders what <Link> renders: the path as href, data-discover for route discovery, the given attributes', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Villa in Gent' });
    expect(link).toHaveAttribute('href', '/nl/aanbod/7/villa-te-koop-in-gent');
    expect(link).toHaveAttribute('data-discover', 'true');
    expect(link).toHaveClass('estate-card__link');
  });

  it('a plain click navigates in the page (client routing), as <Link> does', () => {
    const router = renderLinks();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Villa in Gent' }), { button: 0 });
    expect(click).toBe(false); // default prevented: no document load
    expect(router.state.location.pathname).toBe('/nl/aanbod/7/villa-te-koop-in-gent');
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/nl/aanbod/7/villa-te-koop-in-gent');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('a %s click is the browser\'s (a new tab or window): no navigation in the page', (_, modifiers) => {
    const router = renderLinks();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Villa in Gent' }), { button: 0, ...modifiers });
    expect(click).toBe(true);
    expect(router.state.location.pathname).toBe('/nl/aanbod');
  });

  it('an address outside the site is a plain link: no data-discover, no client navigation', () => {
    const router = renderLinks();
    const link = screen.getByRole('link', { name: 'BIV' });
    expect(link).not.toHaveAttribute('data-discover');
    fireEvent.click(link, { button: 0 });
    expect(router.state.location.pathname).toBe('/nl/aanbod');
  });

  it('without the provider (before the root layout, in isolated components) a PageLink is a plain link', () => {
    const router = renderLinks(false);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Villa in Gent' }), { button: 0 });
    expect(click).toBe(true);
    expect(router.state.location.pathname).toBe('/nl/aanbod');
  });
});
