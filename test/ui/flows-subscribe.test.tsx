/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CONSENT_TEXT_VERSION } from '../../domain/requests/consent';
import * as subscribe from '../../ui/routes/subscribe';
import { aFlowsWorld, formPost, statusOf } from './support/flows-world';

const SEARCH = '?trans=kopen&type=1&city=11&price-max=300000&bed-min=2';
const form = () => document.querySelector<HTMLFormElement>('form.flow-form')!;
const field = (name: RegExp | string) => within(form()).getByLabelText(name);
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });

async function openNew(search = SEARCH, locale: 'nl' | 'fr' = 'nl') {
  const world = aFlowsWorld({ locale });
  const opened = world.open(`${locale === 'nl' ? '/nl/hou-me-op-de-hoogte' : '/fr/tenez-moi-au-courant'}${search}`);
  render(opened.ui);
  await screen.findByRole('heading', { level: 1 });
  return { ...world, ...opened };
}

describe('§2 subscribe (keep me informed): a new subscription', () => {
  it('§2 the list links here with its search: the criteria are filled in from the query string', async () => {
    await openNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis geen nieuw aanbod' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Te koop' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Woning' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Gemeente' }) as HTMLInputElement).value).toBe('9000 Gent');
    expect((field('Maximumprijs in euro (optioneel)') as HTMLInputElement).value).toBe('300000');
    expect((field('Slaapkamers') as HTMLSelectElement).value).toBe('2');
    const privacy = screen.getByRole('link', { name: /privacyverklaring/ });
    expect([privacy.getAttribute('href'), privacy.getAttribute('target')]).toEqual(['/nl/privacy-verklaring', '_blank']);
  });

  it('§1 with consent, the form posts JSON to the ajax route and the visitor lands on the success page', async () => {
    const { requests, sent, router } = await openNew();
    type('Naam (optioneel)', 'An Peeters');
    type('E-mailadres', 'An.Peeters@Example.be');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Hou me op de hoogte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedankt voor uw inschrijving' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/nl/hou-me-op-de-hoogte/succes');
    // With the bot traps (issue 9): an empty honeypot and the time the form was shown.
    expect(sent).toEqual([
      { name: 'An Peeters', email: 'An.Peeters@Example.be', criteria: 'trans=kopen&city=11&type=1&price-max=300000&bed-min=2', locale: 'nl', consent: 'on', rhythm: 'daily', website: '', 'form-started': expect.stringMatching(/^\d+$/) },
    ]);
    expect([...requests.subscriptions.values()]).toEqual([
      {
        name: 'An Peeters',
        email: 'an.peeters@example.be',
        criteria: 'trans=kopen&city=11&type=1&price-max=300000&bed-min=2',
        locale: 'nl',
        consent: expect.objectContaining({ version: CONSENT_TEXT_VERSION, at: expect.any(String), text: expect.stringMatching(/^Ik wil e-mails ontvangen/) }),
        token: 'token-1',
        alerts: expect.objectContaining({ status: 'pending', rhythm: 'daily' }),
      },
    ]);
  });

  it('§5 changed criteria are what is stored: to rent, an apartment, no price limit', async () => {
    const { requests } = await openNew();
    fireEvent.click(screen.getByRole('radio', { name: 'Te huur' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Woning' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Appartement' }));
    type('Maximumprijs in euro (optioneel)', '');
    type('E-mailadres', 'an@example.be');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Hou me op de hoogte' }));
    await screen.findByRole('heading', { level: 1, name: 'Bedankt voor uw inschrijving' });
    expect(requests.subscriptions.get('token-1')?.criteria).toBe('trans=huren&city=11&type=2&bed-min=2');
  });

  it('§5 without consent nothing is sent; every problem is listed, linked to its field and marked on it', async () => {
    const { sent, requests } = await openNew('');
    type('E-mailadres', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Hou me op de hoogte' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Controleer het formulier' })).toBeTruthy();
    expect(within(summary).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.', '#subscription-email'],
      ['Geef uw toestemming om verder te gaan.', '#subscription-consent'],
    ]);
    expect(document.activeElement).toBe(summary);
    expect(field('E-mailadres').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mailadres').getAttribute('aria-describedby')).toBe('subscription-email-error');
    expect([sent, requests.subscriptions.size]).toEqual([[], 0]);
  });

  it('§5 the domain validator answers through the ajax route: its field errors are shown in the page language', async () => {
    const { sent, requests } = await openNew('', 'fr');
    type('Adresse e-mail', 'an@@example');
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Tenez-moi au courant' }));
    expect(await screen.findByText('Indiquez une adresse e-mail valable, par exemple nom@exemple.be.', { selector: '.field__error' })).toBeTruthy();
    expect([sent.length, requests.subscriptions.size]).toEqual([1, 0]);
  });

  it('§8 an unreachable site says so and keeps what was typed', async () => {
    const { transport } = await openNew();
    transport.offline = true;
    type('E-mailadres', 'an@example.be');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Hou me op de hoogte' }));
    expect(await screen.findByText('Verzenden is niet gelukt. Probeer het later opnieuw of bel ons.')).toBeTruthy();
    expect((field('E-mailadres') as HTMLInputElement).value).toBe('an@example.be');
  });

  it('§2 without JavaScript the form posts to the route action: consent and fields checked, then a redirect to the success page', async () => {
    const { call, requests } = aFlowsWorld();
    const fields = { name: 'An', email: 'an@example.be', status: '1', type: ['1', '2'], city: '11', base: 'sortType=price' };
    const refused = (await call(subscribe.action, '/nl/hou-me-op-de-hoogte', {}, formPost({ ...fields, email: 'x' }))) as { data: unknown };
    expect([statusOf(refused), refused.data]).toEqual([
      400,
      { ok: false, errors: { email: 'invalid_email', consent: 'required' }, values: { name: 'An', email: 'x', criteria: 'trans=kopen&city=11&type=1&type=2' } },
    ]);
    const done = (await call(subscribe.action, '/nl/hou-me-op-de-hoogte', {}, formPost({ ...fields, consent: 'on' }))) as Response;
    expect([done.status, done.headers.get('location')]).toEqual([302, '/nl/hou-me-op-de-hoogte/succes']);
    expect(requests.subscriptions.get('token-1')?.criteria).toBe('trans=kopen&city=11&type=1&type=2');
  });
});

describe('§2 edit subscriptions: /{lang}/hou-me-op-de-hoogte/:token', () => {
  async function openEdit(token = 'token-1') {
    const world = aFlowsWorld();
    await world.requests.subscribe({ name: 'An', email: 'an@example.be', criteria: 'trans=huren&city=12&price-max=900', locale: 'nl' });
    const opened = world.open(`/nl/hou-me-op-de-hoogte/${token}`);
    render(opened.ui);
    await screen.findByRole('heading', { level: 1 });
    return { ...world, ...opened };
  }

  it('§2 the subscription of the token fills the form in; the page offers to unsubscribe', async () => {
    await openEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Uw zoekopdracht wijzigen' })).toBeTruthy();
    expect(screen.getByText('an@example.be', { selector: 'strong' })).toBeTruthy();
    expect((field('Naam (optioneel)') as HTMLInputElement).value).toBe('An');
    expect((screen.getByRole('radio', { name: 'Te huur' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Gemeente' }) as HTMLInputElement).value).toBe('8000 Brugge');
    expect(screen.queryByRole('checkbox', { name: /Ik ga akkoord/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Uitschrijven' }).getAttribute('href')).toBe('/nl/hou-me-op-de-hoogte/uitschrijven/token-1');
  });

  it('§2 saving runs the route action (editSubscription) and says it was saved', async () => {
    const { requests } = await openEdit();
    type('Maximumprijs in euro (optioneel)', '1200');
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen bewaren' }));
    expect((await screen.findByText('Uw wijzigingen zijn bewaard.')).getAttribute('role')).toBe('status');
    expect(requests.subscriptions.get('token-1')).toMatchObject({ name: 'An', email: 'an@example.be', criteria: 'trans=huren&city=12&price-max=1200', locale: 'nl', token: 'token-1' });
  });

  it('§5 an invalid e-mail address is refused inline by the action (400) and nothing changes', async () => {
    const { requests } = await openEdit();
    type('E-mailadres', '');
    fireEvent.click(screen.getByRole('button', { name: 'Wijzigingen bewaren' }));
    expect(await screen.findByText('Vul uw e-mailadres in.', { selector: '.field__error' })).toBeTruthy();
    expect(requests.subscriptions.get('token-1')?.criteria).toBe('trans=huren&city=12&price-max=900');
  });

  it('§2 an unknown token is a 404, for the page and for a post', async () => {
    const { call } = await openEdit('token-9');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(statusOf(await call(subscribe.loader, '/nl/hou-me-op-de-hoogte/token-9', { token: 'token-9' }))).toBe(404);
    expect(statusOf(await call(subscribe.action, '/nl/hou-me-op-de-hoogte/token-9', { token: 'token-9' }, formPost({ email: 'an@example.be' })))).toBe(404);
  });

  it('§2 a personal page: never kept by a shared cache', async () => {
    const { call } = await openEdit();
    const page = (await call(subscribe.loader, '/nl/hou-me-op-de-hoogte/token-1', { token: 'token-1' })) as { init: { headers: Record<string, string> } };
    expect(page.init.headers).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
