/** @jest-environment jsdom */
import './support/jsdom-globals';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AlternateLinks } from '../../ui/components/shell/alternate-links';

afterEach(cleanup);

function linksFor(url: string): Record<string, string> {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AlternateLinks origin="https://www.immo-demo.be" />
    </MemoryRouter>,
  );
  // React hoists <link> metadata into the document's head.
  return Object.fromEntries([...document.querySelectorAll('link')].map((link) => [link.hreflang || link.rel, link.href]));
}

describe('§2 canonical and hreflang links', () => {
  it('name the same page, with its filters, in every language', () => {
    expect(linksFor('/nl/aanbod?trans=kopen&city=9000')).toEqual({
      canonical: 'https://www.immo-demo.be/nl/aanbod?trans=kopen&city=9000',
      nl: 'https://www.immo-demo.be/nl/aanbod?trans=kopen&city=9000',
      fr: 'https://www.immo-demo.be/fr/offre?trans=kopen&city=9000',
      en: 'https://www.immo-demo.be/en/offer?trans=kopen&city=9000',
      de: 'https://www.immo-demo.be/de/angebot?trans=kopen&city=9000',
      'x-default': 'https://www.immo-demo.be/nl/aanbod?trans=kopen&city=9000',
    });
  });

  it.each([
    ['/nl/aanbod?trans=kopen&pages=3', 'https://www.immo-demo.be/nl/aanbod?trans=kopen', 'https://www.immo-demo.be/fr/offre?trans=kopen'],
    ['/nl/vakantie?pages=2', 'https://www.immo-demo.be/nl/vakantie', 'https://www.immo-demo.be/fr/vacances'],
  ])('issue 13 item 8: a list showing more pages (%s) names its first page as canonical', (url, canonical, fr) => {
    const links = linksFor(url);
    expect([links.canonical, links.fr]).toEqual([canonical, fr]);
  });

  it('leave tracking parameters out', () => {
    expect(linksFor('/fr/favoris?utm_source=mail&gclid=x').canonical).toBe('https://www.immo-demo.be/fr/favoris');
  });
});
