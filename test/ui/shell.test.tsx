/** @jest-environment jsdom */
import './support/jsdom-globals';
import '@testing-library/jest-dom';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LOCALES, type Locale } from '../../domain/shared/locale';
import type { Menu } from '../../domain/site/site';
import { BrochureFooter } from '../../ui/components/print/brochure-footer';
import { SiteFooter } from '../../ui/components/shell/site-footer';
import { SiteHeader } from '../../ui/components/shell/site-header';
import { messagesFor } from '../../ui/i18n/messages';
import type { RootData } from '../../ui/root-data';
import { DEMO_SITE, SITE_FIXTURE } from '../fixtures/site';

const menu = (type: string): Menu | null => SITE_FIXTURE.menus.find((m) => m.type === type) ?? null;

const shellFor = (locale: Locale): RootData => ({
  locale,
  origin: 'https://www.immo-demo.be',
  site: DEMO_SITE,
  menus: { main: menu('main'), footer: menu('footer') },
  translations: {},
  tileUrl: null,
});

/** The shell as the root layout renders it, on `url`, with the compiled messages of the path's language. */
function renderShell(url: string, locale: Locale) {
  const shell = shellFor(locale);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader shell={shell} />
            <main />
            <SiteFooter shell={shell} />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

afterEach(cleanup);

const languageLinks = () => {
  const nav = screen.getByRole('navigation', { name: 'Taal' });
  return Object.fromEntries(within(nav).getAllByRole('link').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
};

describe('§2 language switcher: the same page in every language', () => {
  it.each([
    ['list with filters', '/nl/aanbod?trans=kopen&city=11&type=1&price-max=400000', {
      nl: '/nl/aanbod?trans=kopen&city=11&type=1&price-max=400000',
      fr: '/fr/offre?trans=kopen&city=11&type=1&price-max=400000',
      en: '/en/offer?trans=kopen&city=11&type=1&price-max=400000',
      de: '/de/angebot?trans=kopen&city=11&type=1&price-max=400000',
    }],
    ['estate detail with slug', '/nl/aanbod/123/villa-te-koop-in-korenmarkt-1-9000-gent', {
      nl: '/nl/aanbod/123/villa-te-koop-in-korenmarkt-1-9000-gent',
      fr: '/fr/offre/123/villa-te-koop-in-korenmarkt-1-9000-gent',
      en: '/en/offer/123/villa-te-koop-in-korenmarkt-1-9000-gent',
      de: '/de/angebot/123/villa-te-koop-in-korenmarkt-1-9000-gent',
    }],
    ['favourites', '/nl/favorieten', { nl: '/nl/favorieten', fr: '/fr/favoris', en: '/en/favorites', de: '/de/favoriten' }],
    ['home', '/nl', { nl: '/nl', fr: '/fr', en: '/en', de: '/de' }],
  ])('§2 %s: each language links to the same route with the same parameters and query', (_page, url, expected) => {
    renderShell(url, 'nl');
    expect(languageLinks()).toEqual(expected);
  });

  it('§2 an estate page in French leads back to the same estate and query in Dutch', () => {
    renderShell('/fr/offre/77?trans=louer', 'fr');
    const nav = screen.getByRole('navigation', { name: 'Langue' });
    expect(within(nav).getByRole('link', { name: /Nederlands/ })).toHaveAttribute('href', '/nl/aanbod/77?trans=louer');
  });

  it.each(LOCALES)('§9 in %s the current language is marked and each link names its language in that language', (locale) => {
    renderShell(`/${locale}`, locale);
    const links = within(screen.getByRole('banner')).getAllByRole('link', { name: /^(NL|FR|EN|DE) / });
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['nl', 'fr', 'en', 'de']);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.getAttribute('lang'))).toEqual([locale]);
    expect(links.map((link) => link.textContent)).toEqual(['NL Nederlands', 'FR Français', 'EN English', 'DE Deutsch']);
  });
});

describe('§2 header: the site navigation', () => {
  it('§2 shows the backend menu in the page language, with routes translated and the current page marked', () => {
    renderShell('/fr/offre', 'fr');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    // The fixture menu only has Dutch URLs and labels: a route still leads to its French path.
    const offer = within(nav).getByRole('link', { name: 'Aanbod' });
    expect(offer).toHaveAttribute('href', '/fr/offre');
    expect(offer).toHaveAttribute('aria-current', 'page');
    expect(within(offer).getByText('Aanbod')).toHaveAttribute('lang', 'nl');
    expect(within(nav).getByRole('link', { name: 'Favoris' })).toHaveAttribute('href', '/fr/favoris');
  });

  it('§2 the brand links to the home page of the language', () => {
    renderShell('/de/angebot', 'de');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: DEMO_SITE.name })).toHaveAttribute('href', '/de');
  });
});

const LEGAL_TERMS: Record<Locale, readonly string[]> = {
  nl: ['Ondernemingsnummer', 'Btw-nummer', 'Beroepstitel', 'BIV-nummer', 'Toezichthoudende autoriteit', 'Beroepsaansprakelijkheid en borgstelling'],
  fr: ["Numéro d'entreprise", 'Numéro de TVA', 'Titre professionnel', 'Numéro IPI', 'Autorité de contrôle', 'Responsabilité civile professionnelle et cautionnement'],
  en: ['Company number', 'VAT number', 'Professional title', 'IPI number', 'Supervisory authority', 'Professional liability insurance and surety'],
  de: ['Unternehmensnummer', 'MwSt.-Nummer', 'Berufsbezeichnung', 'BIV-Nummer', 'Aufsichtsbehörde', 'Berufshaftpflicht und Bürgschaft'],
};

const PRIVACY_TERMS: Record<Locale, readonly [string, string, string, string]> = {
  nl: ['Privacyverklaring', '/nl/privacy-verklaring', 'Gebruiksvoorwaarden', '/nl/gebruiksvoorwaarden'],
  fr: ['Déclaration de confidentialité', '/fr/declaration-de-confidentialite', "Conditions d'utilisation", '/fr/conditions-d-utilisation'],
  en: ['Privacy statement', '/en/privacy-statement', 'Terms of use', '/en/terms-of-use'],
  de: ['Datenschutzerklärung', '/de/datenschutzerklarung', 'Nutzungsbedingungen', '/de/agb'],
};

describe('§2 footer: what a Belgian agency must show', () => {
  it.each(LOCALES)('§2 in %s: company number, VAT, BIV title and number, supervisory authority, insurer', (locale) => {
    renderShell(`/${locale}`, locale);
    const footer = screen.getByRole('contentinfo');
    const { agency } = DEMO_SITE;
    const values = [agency.companyNumber, agency.vatNumber, agency.bivTitle[locale], agency.bivNumber, agency.supervisoryAuthority[locale], agency.insurer];
    for (const [index, term] of LEGAL_TERMS[locale].entries()) {
      const dt = within(footer).getByText(term, { selector: 'dt' });
      expect(dt.nextElementSibling).toHaveTextContent(values[index] ?? '');
    }
    expect(within(footer).getByRole('heading', { name: agency.name })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: agency.phone })).toHaveAttribute('href', 'tel:+3291234567');
    expect(within(footer).getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
  });

  it.each(LOCALES)('§2 in %s: links to the privacy statement and the terms of use, each once', (locale) => {
    renderShell(`/${locale}`, locale);
    const [privacy, privacyPath, terms, termsPath] = PRIVACY_TERMS[locale];
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: privacy })).toHaveAttribute('href', privacyPath);
    expect(within(footer).getByRole('link', { name: terms })).toHaveAttribute('href', termsPath);
    // The backend's footer menu links to the privacy statement too: it is not listed twice.
    expect(within(footer).getAllByRole('link').filter((link) => link.getAttribute('href') === privacyPath)).toHaveLength(1);
  });
});

describe('issue 24: the agency identity, right in every language', () => {
  const withSite = (locale: Locale, companyNumber: string): RootData => ({ ...shellFor(locale), site: { ...DEMO_SITE, agency: { ...DEMO_SITE.agency, companyNumber } } });

  it.each(LOCALES)('in %s the code-of-ethics link goes to the code itself, and the enterprise number has no "BE"', (locale) => {
    const shell = withSite(locale, 'BE 0123.456.789');
    const router = createMemoryRouter([{ path: '*', element: <SiteFooter shell={shell} /> }], { initialEntries: [`/${locale}`] });
    render(
      <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    const code = within(footer).getAllByRole('link').find((link) => link.closest('.site-footer__note'));
    expect(code?.getAttribute('href')).toMatch(/^https:\/\/www\.ejustice\.just\.fgov\.be\/.*cn=2018062925/);
    const companyTerm = LEGAL_TERMS[locale][0] ?? '';
    expect(within(footer).getByText(companyTerm, { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^0123\.456\.789$/);
  });

  it.each([
    ['fr', 'IPI 512.307'],
    ['nl', 'BIV 512.307'],
  ] as const)('the printed identity line in %s says %s, and the enterprise number without "BE"', (locale, number) => {
    const shell = withSite(locale, 'BE 0123.456.789');
    const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => shell, element: <BrochureFooter url="https://x.example/a" /> }], {
      initialEntries: [`/${locale}`],
      hydrationData: { loaderData: { root: shell } },
    });
    render(
      <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    const line = document.querySelector('.brochure-footer p:nth-child(2)')?.textContent ?? '';
    expect(line).toContain(number.replace('512.307', DEMO_SITE.agency.bivNumber));
    expect(line).toContain('· 0123.456.789');
    expect(line).not.toContain('BE');
  });
});
