/** @jest-environment jsdom */
import './support/jsdom-globals';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Locale } from '../../domain/shared/locale';
import { demoAgency } from '../../infrastructure/catalogue/demo/site/agency-identity';
import { SiteFooter } from '../../ui/components/shell/site-footer';
import { messagesFor } from '../../ui/i18n/messages';
import type { RootData } from '../../ui/root-data';
import { meta } from '../../ui/routes/home';
import { DEMO_SITE } from '../fixtures/site';

/** Issue 20 ("Also"): the French home page said "agent immobilier agréé à Gent"; a French page says "Gand". */
const shellFor = (locale: Locale): RootData => ({
  locale,
  origin: 'https://www.immo-demo.be',
  site: { ...DEMO_SITE, agency: demoAgency('Immo Demo') },
  menus: { main: null, footer: null },
  translations: {},
  tileUrl: null,
});

const description = (locale: Locale): string => {
  const tags = meta({ matches: [{ id: 'root', data: shellFor(locale) }], location: { pathname: `/${locale}` } } as unknown as Parameters<typeof meta>[0]);
  return ((tags ?? []).find((tag) => 'name' in tag && tag.name === 'description') as { content: string }).content;
};

describe('issue 20: the agency\'s city in the page\'s language', () => {
  it.each<[Locale, string]>([
    ['nl', 'Gent'],
    ['fr', 'Gand'],
    ['en', 'Ghent'],
    ['de', 'Gent'],
  ])('%s: the home page\'s description and the footer\'s address say %s', (locale, city) => {
    expect(description(locale)).toMatch(new RegExp(`\\b${city}\\b`));
    const router = createMemoryRouter([{ path: '*', element: <SiteFooter shell={shellFor(locale)} /> }], { initialEntries: [`/${locale}`] });
    render(
      <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    expect(screen.getByRole('contentinfo').querySelector('address')?.textContent).toContain(`9000 ${city}`);
  });
});
