/** @jest-environment jsdom */
import './support/jsdom-globals';
import { jest } from '@jest/globals';
import axe from 'axe-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../domain/shared/locale';
import { ShareLinks } from '../../ui/components/detail/share-links';
import { messagesFor } from '../../ui/i18n/messages';
import { hydrateServerRender } from './support/hydrate';

const URL_ = 'https://immo.example/nl/te-koop/huis/gent/601';
const TITLE = 'Huis in Gent';

const ui = (locale: Locale = 'nl') => (
  <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
    <ShareLinks url={URL_} title={TITLE} />
  </IntlProvider>
);

/** What the server sends: the page without JavaScript. */
function serverRendered(locale: Locale = 'nl'): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui(locale));
  document.body.append(host);
  return host;
}

const rules = { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'], rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } };

type Nav = { share?: unknown; clipboard?: unknown };
const nav = navigator as unknown as Nav;

describe('issue 20 item 4: sharing an estate', () => {
  afterEach(() => {
    delete nav.share;
    delete nav.clipboard;
    document.body.innerHTML = '';
  });

  it('works as plain links without JavaScript: e-mail, WhatsApp, Facebook, LinkedIn and the page’s own address, with no tracking', () => {
    const host = serverRendered();
    const links = [...host.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    const u = encodeURIComponent(URL_);
    expect(links).toEqual([
      ['E-mail', `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(`Bekijk dit pand: ${URL_}`)}`],
      ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL_}`)}`],
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
      ['Link naar dit pand', URL_],
    ]);
    expect(host.querySelectorAll('script, iframe, img, button')).toHaveLength(0);
    // No tracking parameter added to the shared address, and no referrer sent to the networks.
    for (const [, href] of links) expect(href).not.toMatch(/utm_|fbclid|[?&]ref=/);
    for (const a of host.querySelectorAll(`a[href^="https://"]:not([href="${URL_}"])`)) expect(a.getAttribute('rel')).toContain('noreferrer');
  });

  it.each<[Locale, string, string, string]>([
    ['fr', 'Partager', 'Courriel', 'Lien vers ce bien'],
    ['en', 'Share', 'Email', 'Link to this property'],
    ['de', 'Teilen', 'E-Mail', 'Link zu dieser Immobilie'],
  ])('speaks %s', (locale, heading, email, link) => {
    const host = serverRendered(locale);
    expect(host.querySelector('h2')?.textContent).toBe(heading);
    expect(host.querySelector('section')?.getAttribute('aria-label')).toBe(heading);
    expect([...host.querySelectorAll('a')].map((a) => a.textContent)).toEqual([email, 'WhatsApp', 'Facebook', 'LinkedIn', link]);
  });

  it('uses the Web Share API where the browser has it: one button that opens the browser’s share sheet with the title and address', async () => {
    const share = jest.fn(() => Promise.resolve());
    nav.share = share;
    const errors = await hydrateServerRender(ui(), async (host) => {
      const button = within(host).getByRole('button', { name: 'Deel dit pand' });
      expect(host.querySelectorAll('a')).toHaveLength(0);
      await act(async () => fireEvent.click(button));
      expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_ });
    });
    expect(errors).toEqual([]);
  });

  it('shows the links again when the share sheet fails (not when the visitor closes it)', async () => {
    nav.share = jest.fn(() => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' })));
    render(ui());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deel dit pand' })));
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    nav.share = jest.fn(() => Promise.reject(new Error('not allowed')));
    render(ui());
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Deel dit pand' }).at(-1) as HTMLElement));
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeTruthy();
  });

  it('copies the link with a keyboard-reachable button where there is no share sheet, and says so in a live region', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    nav.clipboard = { writeText };
    render(ui('en'));
    const copy = screen.getByRole('button', { name: 'Copy link' });
    copy.focus();
    expect(document.activeElement).toBe(copy);
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
  });

  it('axe finds no violation without JavaScript, with the copy button and with the share button', async () => {
    expect((await axe.run(serverRendered(), rules)).violations).toEqual([]);
    nav.clipboard = { writeText: () => Promise.resolve() };
    const copying = render(ui());
    expect((await axe.run(copying.container, rules)).violations).toEqual([]);
    copying.unmount();
    nav.share = () => Promise.resolve();
    const sharing = render(ui());
    expect((await axe.run(sharing.container, rules)).violations).toEqual([]);
  });
});
