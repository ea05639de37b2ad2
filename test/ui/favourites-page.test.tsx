/** @jest-environment jsdom */
import { aBrowser } from './support/browser-services';
import './support/jsdom-globals';
import { hydrateServerRender } from './support/hydrate';
import axe from 'axe-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
// The Node build of the server renderer, as the site server uses (the browser build needs MessageChannel).
import { renderToString } from 'react-dom/server.node';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FavouritesStorage } from '../../application/ports/favourites-storage';
import { listCard } from '../../domain/display/list-card';
import { estateId, type Estate } from '../../domain/estate/estate';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../infrastructure/memory/memory-favourites-storage';
import { LocalStorageFavourites } from '../../infrastructure/storage/local-storage-favourites';
import { ServicesProvider } from '../../ui/bridge/services';
import { EstateCard } from '../../ui/components/estate/estate-card';
import { FavouritesRestorer } from '../../ui/components/estate/favourites-restorer';
import { messagesFor } from '../../ui/i18n/messages';
import Favorites from '../../ui/routes/favorites';

const EMPTY_TEXT = 'U hebt nog geen favorieten. Tik op het hartje bij een pand om het hier te bewaren.';

function anEstate(id: number, transactionId = 1, city = 'Gent'): Estate {
  return {
    general: {
      id: estateId(id),
      headType: { id: 1 },
      subType: { id: 101, name: 'Villa' },
      transaction: { id: transactionId, name: transactionId === 5 ? 'Verkocht' : 'Te koop' },
      publicationDate: new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString(),
    },
    address: { city: { id: 9000, name: city, zip: '9000' }, country: { id: 'BE' } },
    price: { value: 200_000 + id * 1000 },
  };
}

const CATALOGUE = [anEstate(3, 1, 'Gent'), anEstate(7, 1, 'Brugge'), anEstate(9, 1, 'Leuven'), anEstate(11, 5, 'Aalst')];

interface PageOptions {
  readonly storage?: FavouritesStorage;
  readonly hiddenStatus?: readonly number[];
  readonly failing?: boolean;
  readonly children?: ReactNode;
}

/** The favourites page with a real test container over the in-memory catalogue, in Dutch. */
function aFavouritesPage(options: PageOptions = {}) {
  const catalogue = new MemoryEstateCatalogue(CATALOGUE);
  if (options.failing) catalogue.failWith = new Error('Bad Gateway');
  const storage = options.storage ?? new MemoryFavouritesStorage();
  const container = aBrowser({ catalogue, storage, hiddenStatus: options.hiddenStatus ?? [] });
  const router = createMemoryRouter([{ path: '/nl/favorieten', element: <Favorites /> }], { initialEntries: ['/nl/favorieten'] });
  const ui = (
    <ServicesProvider services={container}>
      <IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ServicesProvider>
  );
  return { ui, storage, container };
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const loadingWrapper = (root: ParentNode = document) => root.querySelector('[aria-busy]');

afterEach(() => window.localStorage.clear());

describe('§2/§4 Favorites page: the three page states', () => {
  it('loading: the server renders the heading and a busy wrapper of skeleton cards (it cannot know the favourites)', () => {
    const { ui } = aFavouritesPage({ storage: new MemoryFavouritesStorage('["3"]') });
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui);
    expect(host.querySelector('h1')?.textContent).toBe('Mijn favorieten');
    expect(loadingWrapper(host)?.getAttribute('aria-busy')).toBe('true');
    expect(host.querySelectorAll('.favourites__skeleton').length).toBeGreaterThan(0);
    expect(host.querySelectorAll('article')).toHaveLength(0);
    expect(host.textContent).not.toContain(EMPTY_TEXT);
  });

  it('loading: the first client render matches the server (no hydration mismatch), then the favourites load', async () => {
    const { ui } = aFavouritesPage({ storage: new MemoryFavouritesStorage('["7"]') });
    let titles: (string | null)[] = [];
    const errors = await hydrateServerRender(ui, (host) => {
      titles = within(host).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    });
    expect(errors).toEqual([]);
    expect(titles).toEqual(['Villa in Brugge']);
  });

  it('loaded with items: a grid of one card per favourite, no longer busy', async () => {
    render(aFavouritesPage({ storage: new MemoryFavouritesStorage('["3","9"]') }).ui);
    expect(loadingWrapper()?.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(cardTitles().sort()).toEqual(['Villa in Gent', 'Villa in Leuven']);
    expect(loadingWrapper()?.getAttribute('aria-busy')).toBe('false');
    expect(document.querySelectorAll('.favourites__skeleton')).toHaveLength(0);
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  });

  it('axe finds no violation in the loading and the loaded page', async () => {
    // jsdom cannot compute colours; contrast is checked in the browser (e2e).
    const rules = { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'], rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } };
    const page = aFavouritesPage({ storage: new MemoryFavouritesStorage('["3","7"]') });
    const loading = document.createElement('div');
    loading.innerHTML = renderToString(page.ui);
    document.body.append(loading);
    try {
      expect((await axe.run(loading, rules)).violations).toEqual([]);
    } finally {
      loading.remove();
    }
    const { container } = render(page.ui);
    await screen.findAllByRole('article');
    expect((await axe.run(container, rules)).violations).toEqual([]);
  });

  it.each([
    ['nothing stored', null],
    ['an empty list stored', '[]'],
    ['garbage stored', '{oops'],
  ])('loaded and empty (%s): the text of favorites.no.estates, no loading wrapper', async (_title, stored) => {
    render(aFavouritesPage({ storage: new MemoryFavouritesStorage(stored) }).ui);
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(loadingWrapper()).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('§5 a favourite whose status the site hides is not shown', async () => {
    render(aFavouritesPage({ storage: new MemoryFavouritesStorage('["3","11"]'), hiddenStatus: [5] }).ui);
    await screen.findAllByRole('article');
    expect(cardTitles()).toEqual(['Villa in Gent']);
  });

  it('§8 a failed favourites search ends the loading state', async () => {
    render(aFavouritesPage({ storage: new MemoryFavouritesStorage('["3"]'), failing: true }).ui);
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
  });
});

describe('§4 favourites persist in local storage under the key favorites', () => {
  it('removing a favourite on the page removes its card and saves the JSON list of id strings', async () => {
    window.localStorage.setItem('favorites', '["3","7"]');
    render(aFavouritesPage({ storage: new LocalStorageFavourites(window.localStorage) }).ui);
    await screen.findAllByRole('article');
    const gent = screen.getAllByRole('article').find((card) => card.textContent?.includes('Gent'));
    fireEvent.click(within(gent as HTMLElement).getByRole('button', { pressed: true }));
    expect(cardTitles()).toEqual(['Villa in Brugge']);
    expect(window.localStorage.getItem('favorites')).toBe('["7"]');
  });

  it('removing the last favourite leaves the empty text', async () => {
    window.localStorage.setItem('favorites', '["9"]');
    render(aFavouritesPage({ storage: new LocalStorageFavourites(window.localStorage) }).ui);
    fireEvent.click(within(await screen.findByRole('article')).getByRole('button', { pressed: true }));
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
    expect(window.localStorage.getItem('favorites')).toBe('[]');
  });

  it('the restorer reads the stored list once the app starts, so every toggle shows the right state, and a toggle saves', async () => {
    window.localStorage.setItem('favorites', '["3"]');
    const { container } = aFavouritesPage({ storage: new LocalStorageFavourites(window.localStorage) });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <FavouritesRestorer />
            <EstateCard entry={listCard(anEstate(3), 'nl')} />
            <EstateCard entry={listCard(anEstate(7, 1, 'Brugge'), 'nl')} />
          </>
        ),
      },
    ]);
    render(
      <ServicesProvider services={container}>
        <IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>
          <RouterProvider router={router} />
        </IntlProvider>
      </ServicesProvider>,
    );
    const [gent, brugge] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(gent).getByRole('button', { name: /favoriet/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(brugge).getByRole('button', { name: /favoriet/ }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(within(brugge).getByRole('button', { name: /favoriet/ }));
    expect(window.localStorage.getItem('favorites')).toBe('["3","7"]');
    expect(within(brugge).getByRole('button', { name: /favoriet/ }).getAttribute('aria-pressed')).toBe('true');

    // Another tab changed the list: the storage event brings this tab in line.
    act(() => {
      window.localStorage.setItem('favorites', '["7"]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }));
    });
    expect(within(gent).getByRole('button', { name: /favoriet/ }).getAttribute('aria-pressed')).toBe('false');
  });
});
