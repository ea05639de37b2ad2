/** @jest-environment jsdom */
import { ListServicesProvider } from '../../ui/bridge/list-services';
import { aBrowser } from './support/browser-services';
import './support/jsdom-globals';
import { hydrateServerRender } from './support/hydrate';
import axe from 'axe-core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
// The Node build of the server renderer, as the site server uses (the browser build needs MessageChannel).
import { renderToString } from 'react-dom/server.node';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { estateId, type Estate } from '../../domain/estate/estate';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { ServicesProvider } from '../../ui/bridge/services';
import { EstateMap, type EstateMapProps } from '../../ui/components/map/estate-map';
import { ListMapToggle } from '../../ui/components/map/list-map-toggle';
import { isViewOnlyChange } from '../../ui/components/map/use-list-view';
import { messagesFor } from '../../ui/i18n/messages';

const GENT = { lat: 51.0543, lon: 3.7174 };
const BRUGGE = { lat: 51.2093, lon: 3.2247 };

function anEstate(id: number, geo: { lat: number; lon: number } | null, transactionId = 1, city = 'Gent'): Estate {
  return {
    general: {
      id: estateId(id),
      headType: { id: 1 },
      subType: { id: 101, name: 'Villa' },
      transaction: { id: transactionId, name: transactionId === 5 ? 'Verkocht' : 'Te koop' },
      publicationDate: new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString(),
    },
    address: { city: { id: 9000, name: city, zip: '9000' }, country: { id: 'BE' }, geoLocation: geo },
    price: { value: 250_000 },
  };
}

const ESTATES = [anEstate(1, GENT, 1, 'Gent'), anEstate(2, BRUGGE, 1, 'Brugge'), anEstate(3, GENT, 5, 'Gent'), anEstate(4, null, 1, 'Aalst')];

const NO_SEEDS = {};

/** The map with a real test container over the in-memory catalogue; site hides sold (5) estates. */
function aMapPage(element: ReactNode, estates: readonly Estate[] = ESTATES, url = '/nl/aanbod') {
  const container = aBrowser({ catalogue: new MemoryEstateCatalogue(estates), hiddenStatus: [5] });
  const router = createMemoryRouter([{ path: '/nl/aanbod', element }, { path: '/nl/aanbod/*', element: <p>detail</p> }], { initialEntries: [url] });
  const ui = (
    <ServicesProvider services={container}>
      <ListServicesProvider seeds={NO_SEEDS}>
        <IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>
          <RouterProvider router={router} />
        </IntlProvider>
      </ListServicesProvider>
    </ServicesProvider>
  );
  return { ui, router };
}

const aMap = (props: EstateMapProps = {}, estates?: readonly Estate[]) => aMapPage(<EstateMap {...props} />, estates);
const markers = () => Array.from(document.querySelectorAll<HTMLElement>('.map-pin'));
const status = () => screen.getByRole('status').textContent;
/** The map itself (its popup included), apart from the list of its estates beside it (issue 10). */
const onMap = () => within(document.querySelector('.estate-map') as HTMLElement);

/** Nothing in these tests may reach the network: fetch fails loudly, and jsdom loads no images. */
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = (() => Promise.reject(new Error('network access in a test'))) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('§5 map view: server placeholder', () => {
  it('renders an empty box of the map’s size with its label and a loading status, no Leaflet, no image', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(aMap({ tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png' }).ui);
    const canvas = host.querySelector('.estate-map .estate-map__canvas');
    expect(canvas?.getAttribute('role')).toBe('group');
    expect(canvas?.getAttribute('aria-label')).toBe('Kaart van het aanbod');
    expect(canvas?.childElementCount).toBe(0);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Kaart laden…');
    expect(host.querySelector('.leaflet-container, img')).toBeNull();
  });

  it('hydrates without a mismatch, then Leaflet takes over the same box', async () => {
    const { ui } = aMap();
    const errors = await hydrateServerRender(ui, (host) =>
      waitFor(() => expect(host.querySelector('.estate-map__canvas.leaflet-container')).not.toBeNull()),
    );
    expect(errors).toEqual([]);
  });
});

describe('§5 map view: markers', () => {
  it('shows one keyboard-reachable marker per located, shown estate (hidden status and missing coordinates left off)', async () => {
    render(aMap().ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    expect(markers().map((marker) => [marker.getAttribute('role'), marker.getAttribute('tabindex'), marker.title])).toEqual([
      ['button', '0', 'Villa in Brugge, € 250.000'],
      ['button', '0', 'Villa in Gent, € 250.000'],
    ]);
    expect(status()).toBe('2 panden op de kaart');
  });

  it('Enter on a marker opens a popup whose link leads to the estate’s detail address, and takes focus there', async () => {
    render(aMap().ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    const brugge = markers()[0] as HTMLElement;
    brugge.focus();
    fireEvent.keyDown(brugge, { key: 'Enter' });
    const link = await onMap().findByRole('link', { name: 'Villa in Brugge' });
    expect(link.getAttribute('href')).toBe(estateDetailPath(ESTATES[1] as Estate, 'nl'));
    expect(document.activeElement).toBe(link);

    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(onMap().queryByRole('link', { name: 'Villa in Brugge' })).toBeNull());
    expect(document.activeElement).toBe(brugge);
  });

  it('Space opens it too, and Escape closes it with focus back on the marker', async () => {
    render(aMap().ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    const gent = markers()[1] as HTMLElement;
    gent.focus();
    fireEvent.keyDown(gent, { key: ' ' });
    const link = await onMap().findByRole('link', { name: 'Villa in Gent' });
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(onMap().queryByRole('link', { name: 'Villa in Gent' })).toBeNull());
    expect(document.activeElement).toBe(gent);
  });

  it('axe finds no violation on the map with its markers and an open popup', async () => {
    const { container } = render(aMap().ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    // jsdom cannot compute colours; contrast is checked in the browser (e2e).
    const rules = { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'], rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations).toEqual([]);
    fireEvent.keyDown(markers()[0] as HTMLElement, { key: 'Enter' });
    await onMap().findByRole('link', { name: 'Villa in Brugge' });
    expect((await axe.run(container, rules)).violations).toEqual([]);
  });

  it('clusters dense markers into one button that zooms in', async () => {
    const dense = Array.from({ length: 12 }, (_, index) => anEstate(index + 10, { lat: GENT.lat + index * 1e-5, lon: GENT.lon }));
    render(aMap({}, [...dense, anEstate(2, { lat: 50.0, lon: 5.5 }, 1, 'Bastogne')]).ui);
    await waitFor(() => expect(document.querySelectorAll('.map-cluster')).toHaveLength(1));
    const cluster = document.querySelector<HTMLElement>('.map-cluster') as HTMLElement;
    expect(cluster.getAttribute('role')).toBe('button');
    expect(cluster.title).toBe('12 panden in deze buurt, inzoomen');
    expect(markers()).toHaveLength(1);

    cluster.focus();
    fireEvent.keyDown(cluster, { key: 'Enter' });
    await waitFor(() => expect(markers()).toHaveLength(13));
    expect(document.querySelectorAll('.map-cluster')).toHaveLength(0);
    // The keyboard user lands on what the cluster fell apart into.
    expect(document.activeElement?.classList.contains('map-pin')).toBe(true);
    expect((document.activeElement as HTMLElement).title).toBe('Villa in Gent, € 250.000');
  });

  it('without a tile URL there is no tile layer: markers on the offline base map (issue 13 item 6), credited to its sources', async () => {
    render(aMap().ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    expect(document.querySelector('.leaflet-tile-pane')?.childElementCount ?? 0).toBe(0);
    await waitFor(() => expect(document.querySelector('.leaflet-control-attribution')?.textContent).toBe('Natural Earth · © GeoNames (CC BY 4.0)'));
    expect(document.querySelectorAll('.leaflet-basemap-pane path')).toHaveLength(5);
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('with a tile URL the tile layer and its attribution are added (jsdom loads no image)', async () => {
    render(aMap({ tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png', tileAttribution: '© OpenStreetMap' }).ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    expect(document.querySelector('.leaflet-layer')).not.toBeNull();
    expect(document.querySelector('.leaflet-control-attribution')?.textContent).toContain('© OpenStreetMap');
  });

  it('says so when no estate of the query has coordinates', async () => {
    render(aMap({}, [anEstate(4, null)]).ui);
    await waitFor(() => expect(status()).toBe('Geen panden met een gekende ligging voor deze zoekopdracht.'));
  });
});

describe('list / map toggle keeps the view in the URL', () => {
  // A declarative router: jsdom has no fetch Request, which a data router's navigation builds.
  function LocationSearch() {
    return <output aria-label="search">{useLocation().search}</output>;
  }

  it('two toggle buttons in a labelled group; Kaart writes view=map beside the filters, Lijst removes it', () => {
    render(
      <IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>
        <MemoryRouter initialEntries={['/nl/aanbod?trans=kopen']}>
          <ListMapToggle />
          <LocationSearch />
        </MemoryRouter>
      </IntlProvider>,
    );
    const group = screen.getByRole('group', { name: 'Weergave' });
    const button = (name: string) => within(group).getByRole('button', { name });
    const search = () => screen.getByRole('status', { name: 'search' }).textContent;
    expect([button('Lijst').getAttribute('aria-pressed'), button('Kaart').getAttribute('aria-pressed')]).toEqual(['true', 'false']);

    fireEvent.click(button('Kaart'));
    expect(search()).toBe('?trans=kopen&view=map');
    expect([button('Lijst').getAttribute('aria-pressed'), button('Kaart').getAttribute('aria-pressed')]).toEqual(['false', 'true']);

    fireEvent.click(button('Lijst'));
    expect(search()).toBe('?trans=kopen');
  });

  it.each([
    ['/nl/aanbod?trans=kopen', '/nl/aanbod?trans=kopen&view=map', true],
    ['/nl/aanbod?view=map&trans=kopen', '/nl/aanbod?trans=kopen', true],
    ['/nl/aanbod?trans=kopen', '/nl/aanbod?trans=huren&view=map', false],
    ['/nl/aanbod?trans=kopen', '/nl/aanbod?trans=kopen', false],
  ])('isViewOnlyChange(%s → %s) = %s: switching views needs no new server data', (from, to, expected) => {
    expect(isViewOnlyChange(new URL(from, 'https://x.test'), new URL(to, 'https://x.test'))).toBe(expected);
  });
});

describe('issue 10: a map for everyone', () => {
  const item = (name: RegExp) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

  it('issue 10: every marker announces its estate (accessible name) and the list beside the map holds the same estates', async () => {
    render(aMap().ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    expect(markers().map((marker) => marker.getAttribute('aria-label'))).toEqual(['Villa in Brugge, € 250.000', 'Villa in Gent, € 250.000']);
    const list = screen.getByRole('region', { name: 'Panden op de kaart' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Villa in Brugge', 'Villa in Gent']);
  });

  it('issue 10: hovering or focusing an estate of the list marks its marker; focusing a marker marks its estate in the list', async () => {
    render(aMap().ui);
    await waitFor(() => expect(markers()).toHaveLength(2));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Villa in Gent' }));
    await waitFor(() => expect(markers()[1]!.classList.contains('is-highlighted')).toBe(true));
    expect(markers()[0]!.classList.contains('is-highlighted')).toBe(false);
    fireEvent.mouseLeave(screen.getByRole('link', { name: 'Villa in Gent' }));
    await waitFor(() => expect(markers()[1]!.classList.contains('is-highlighted')).toBe(false));

    fireEvent.focus(markers()[0]!);
    await waitFor(() => expect(item(/Brugge/).classList.contains('is-highlighted')).toBe(true));
    expect(item(/Gent/).classList.contains('is-highlighted')).toBe(false);
    fireEvent.blur(markers()[0]!);
    await waitFor(() => expect(item(/Brugge/).classList.contains('is-highlighted')).toBe(false));
  });

  it('issue 10, §5: "search this area" writes the visible map as geo_range to the URL, in place of the city; "clear" removes it', async () => {
    // A declarative router: jsdom has no fetch Request, which a data router's navigation builds.
    function LocationSearch() {
      return <output aria-label="search">{useLocation().search}</output>;
    }
    render(
      <ServicesProvider services={aBrowser({ catalogue: new MemoryEstateCatalogue(ESTATES) })}>
        <ListServicesProvider seeds={NO_SEEDS}>
          <IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>
            <MemoryRouter initialEntries={['/nl/aanbod?trans=kopen&city=9000&view=map']}>
              <EstateMap />
              <LocationSearch />
            </MemoryRouter>
          </IntlProvider>
        </ListServicesProvider>
      </ServicesProvider>,
    );
    const search = () => new URLSearchParams(screen.getByRole('status', { name: 'search' }).textContent ?? '');
    await waitFor(() => expect(markers().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Zoek in dit gebied' }));
    await waitFor(() => expect(search().get('geo_range')).toMatch(/^\d+(\.\d)?km;\d+(\.\d+)?;\d+(\.\d+)?$/));
    expect([search().get('trans'), search().get('view'), search().get('city')]).toEqual(['kopen', 'map', null]);
    expect(screen.getByText('Alleen panden in het gekozen kaartgebied.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gebied wissen' }));
    await waitFor(() => expect(search().get('geo_range')).toBeNull());
  });
});
