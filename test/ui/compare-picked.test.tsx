/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { ComparePageView } from '../../application/pages/compare-page';
import { CompareTable } from '../../ui/components/compare/compare-table';
import { routePattern } from '../../domain/routing/routes';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { messagesFor } from '../../ui/i18n/messages';
import ComparePage, { loader } from '../../ui/routes/compare';
import type { SiteLoaderArgs } from '../../ui/server/load-context';
import { SITE_FIXTURE } from '../fixtures/site';
import { DETAIL_ESTATES, HOUSE_IN_GENT, HOUSE_IN_WALLONIA } from './support/detail-estates';
import { aLoadContext, aServerCore } from './support/site-context';

/**
 * Issue 20 item 10: /nl/vergelijken without ?ids= ignored the estates already picked in the compare bar (kept in
 * this browser's localStorage under 'compare'); the page now compares them, the address taking their ids.
 */
function openCompare(path: string) {
  const server = aServerCore({ catalogue: new MemoryEstateCatalogue(DETAIL_ESTATES), directory: new MemorySiteDirectory(SITE_FIXTURE), logger: new MemoryLogger() });
  const routes = [
    {
      path: routePattern('compare', 'nl'),
      loader: async (args: Omit<SiteLoaderArgs, 'context'>) => loader({ ...args, context: await aLoadContext(server, 'nl') } as SiteLoaderArgs),
      element: <ComparePage />,
      HydrateFallback: () => null,
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <IntlProvider locale="nl" defaultLocale="nl" messages={messagesFor('nl')}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

const picked = [String(HOUSE_IN_GENT.general.id), String(HOUSE_IN_WALLONIA.general.id)];

describe('issue 20 item 10: the compare page without ids compares what the compare bar holds', () => {
  afterEach(() => window.localStorage.clear());

  it('without ?ids=, the estates picked in this browser are compared and the address names them', async () => {
    window.localStorage.setItem('compare', JSON.stringify(picked));
    const router = openCompare('/nl/vergelijken');
    await screen.findByRole('table');
    expect(router.state.location.search).toBe(`?ids=${picked.join(',')}`);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('the ids of the address win over the bar (a shared link shows what was shared)', async () => {
    window.localStorage.setItem('compare', JSON.stringify(picked));
    const router = openCompare(`/nl/vergelijken?ids=${picked[1]},${picked[0]}`);
    await screen.findByRole('table');
    expect(router.state.location.search).toBe(`?ids=${picked[1]},${picked[0]}`);
  });

  it('with nothing picked, the page still says to choose 2 to 4 estates', async () => {
    const router = openCompare('/nl/vergelijken');
    await screen.findByText(/^Kies 2 tot 4 panden/);
    expect(router.state.location.search).toBe('');
  });
});

describe('issue 19 item 2: the compare table renders the view\'s cells', () => {
  it('issue 19 item 2, §2: a cell the core marked "not entered" shows a dash and its words in the page\'s language, other cells their value', () => {
    const view: ComparePageView = {
      locale: 'de',
      ids: ['1', '2'],
      columns: [
        { kind: 'estate', id: '1', href: '/de/angebot/1', title: 'Haus', facts: {} as never },
        { kind: 'estate', id: '2', href: '/de/angebot/2', title: 'Wohnung', facts: {} as never },
      ],
      rows: [{ fact: 'constructionYear', cells: [{ value: '1990' }, { value: 'Nicht angegeben', placeholder: true }], differs: false }],
      situation: 'other',
      tooFew: false,
    };
    render(
      <IntlProvider locale="de" defaultLocale="nl" messages={messagesFor('de')}>
        <MemoryRouter>
          <CompareTable view={view} />
        </MemoryRouter>
      </IntlProvider>,
    );
    const cells = screen.getAllByRole('cell').filter((cell) => cell.tagName === 'TD' && !cell.className);
    expect(cells.map((cell) => cell.textContent)).toEqual(['1990', '–Nicht angegeben']);
  });
});
