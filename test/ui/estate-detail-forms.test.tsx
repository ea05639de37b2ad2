/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DETAIL_ESTATES, HOUSE_PATH } from './support/detail-estates';
import { openPage } from './support/detail-page-helpers';
import { aDetailWorld } from './support/detail-world';

// §1 the estate page's forms, posting to the site's real §7 ajax routes (served on loopback).

describe('§1 contact and send-to-a-friend forms (§7 ajax routes)', () => {
  async function openWithAjax(path: string, locale: 'nl' | 'fr' = 'nl') {
    const world = aDetailWorld({ estates: DETAIL_ESTATES, locale });
    const ajax = await world.startAjax();
    const opened = world.open(path, ajax.send);
    render(opened.ui);
    await screen.findByRole('heading', { level: 1 });
    return { ...world, ajax };
  }

  it('§1 issue 12 item 8: a 400 from the contact route shows each field error in the page language, listed in the focused summary', async () => {
    const { ajax, requests } = await openWithAjax(HOUSE_PATH);
    try {
      const form = screen.getByRole('form', { name: 'Stel uw vraag' });
      fireEvent.change(within(form).getByLabelText(/^E-mailadres/), { target: { value: 'niet-een-adres' } });
      fireEvent.change(within(form).getByLabelText(/^Bericht/), { target: { value: '' } });
      fireEvent.submit(form);
      const summary = await within(form).findByRole('alert');
      expect(within(summary).getByRole('heading', { name: 'Controleer het formulier' })).toBeTruthy();
      expect(within(summary).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Vul uw naam in.', '#contact-name'],
        ['Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.', '#contact-email'],
        ['Schrijf uw bericht.', '#contact-message'],
      ]);
      const name = within(form).getByLabelText(/^Naam/);
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(name.getAttribute('aria-describedby')).toBe('contact-name-error');
      expect(document.getElementById('contact-name-error')?.textContent).toBe('Vul uw naam in.');
      expect(document.getElementById('contact-message-error')?.textContent).toBe('Schrijf uw bericht.');
      expect(within(form).getByLabelText(/^Telefoon/).getAttribute('aria-invalid')).toBeNull();
      expect(document.activeElement).toBe(summary);
      expect(requests.contacts).toEqual([]);
    } finally {
      await ajax.close();
    }
  });

  it('§1 a valid contact request reaches the agency about this estate, and the visitor is thanked', async () => {
    const { ajax, requests } = await openWithAjax(HOUSE_PATH);
    try {
      const form = screen.getByRole('form', { name: 'Stel uw vraag' });
      expect((within(form).getByLabelText(/^Bericht/) as HTMLTextAreaElement).value).toBe(
        'Graag had ik meer informatie over Huis in Gent (ref. IMD-1).',
      );
      fireEvent.change(within(form).getByLabelText(/^Naam/), { target: { value: 'An Claes' } });
      fireEvent.change(within(form).getByLabelText(/^E-mailadres/), { target: { value: 'an@example.be' } });
      fireEvent.submit(form);
      await within(form).findByText('Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.');
      expect(requests.contacts).toEqual([
        { name: 'An Claes', email: 'an@example.be', message: 'Graag had ik meer informatie over Huis in Gent (ref. IMD-1).', estateId: 1, locale: 'nl' },
      ]);
    } finally {
      await ajax.close();
    }
  });

  it('§1 field errors in French on the French page', async () => {
    const { ajax } = await openWithAjax('/fr/offre/1/huis-te-koop-a-veldstraat-1-9000-gand', 'fr');
    try {
      const form = screen.getByRole('form', { name: 'Posez votre question' });
      fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: '' } });
      fireEvent.submit(form);
      await within(form).findByRole('alert');
      expect([...form.querySelectorAll('.field__error')].map((error) => error.textContent)).toEqual([
        'Indiquez votre nom.',
        'Indiquez votre adresse e-mail.',
        'Écrivez votre message.',
      ]);
    } finally {
      await ajax.close();
    }
  });

  it('§1 send to a friend: errors from the route, then sent', async () => {
    const { ajax, requests } = await openWithAjax(HOUSE_PATH);
    try {
      const details = screen.getByText('Stuur door naar een vriend').closest('details')!;
      const form = details.querySelector('form')!;
      fireEvent.change(within(form).getByLabelText(/^Uw naam/), { target: { value: 'Jan' } });
      fireEvent.change(within(form).getByLabelText(/^Uw e-mailadres/), { target: { value: 'jan@example.be' } });
      fireEvent.submit(form);
      expect(await within(form).findByText('Vul het e-mailadres van uw vriend in.', { selector: '.field__error' })).toBeTruthy();
      expect(within(form).getByLabelText(/^E-mailadres van uw vriend/).getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(within(form).getByRole('alert'));
      fireEvent.change(within(form).getByLabelText(/^E-mailadres van uw vriend/), { target: { value: 'piet@example.be' } });
      fireEvent.submit(form);
      await within(form).findByText('Verzonden. Uw vriend ontvangt zo meteen een e-mail.');
      expect(requests.sentToFriends).toEqual([
        { estateId: 1, senderName: 'Jan', senderEmail: 'jan@example.be', friendEmail: 'piet@example.be', locale: 'nl' },
      ]);
    } finally {
      await ajax.close();
    }
  });

  it('issue 12 item 8: without scripts the forms are plain POSTs to the page, whose action runs the same commands', async () => {
    const { post, requests } = await openPage(HOUSE_PATH);
    const form = screen.getByRole('form', { name: 'Stel uw vraag' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', HOUSE_PATH]);
    expect((form.querySelector('input[name="estateId"]') as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('form', { name: 'Stuur door naar een vriend' }).getAttribute('action')).toBe(HOUSE_PATH);
    const invalid = (await post(HOUSE_PATH, { intent: 'contact', estateId: '1', email: 'x' })) as { data: unknown; init: { status: number } };
    expect([invalid.init.status, invalid.data]).toEqual([
      400,
      { ok: false, errors: { name: 'required', email: 'invalid_email', message: 'required' }, values: { email: 'x' }, intent: 'contact' },
    ]);
    const sent = { intent: 'send-to-a-friend', estateId: '1', senderName: 'Jan', senderEmail: 'jan@example.be', friendEmail: 'piet@example.be' };
    expect(((await post(HOUSE_PATH, sent)) as { data: unknown }).data).toEqual({ ok: true, value: true, intent: 'send-to-a-friend' });
    expect(requests.sentToFriends).toHaveLength(1);
    expect(((await post(HOUSE_PATH, { intent: 'other' })) as { init: { status: number } }).init.status).toBe(400);
  });

  it('issue 9 item 3: over the limit, the form says in the page language when to try again (429 Retry-After), with and without scripts', async () => {
    const { ajax, post } = await openWithAjax(HOUSE_PATH);
    try {
      const form = screen.getByRole('form', { name: 'Stel uw vraag' });
      // The contact limit per recipient address is 5 an hour (application/abuse-guard.ts): five go through.
      const fields = { estateId: '1', name: 'An Claes', email: 'an@example.be', message: 'Hallo' };
      for (let sent = 1; sent <= 5; sent += 1) expect((await ajax.send('/nl/ajax/contact-form-handler', fields)).status).toBe(200);
      fireEvent.change(within(form).getByLabelText(/^E-mailadres/), { target: { value: 'an@example.be' } });
      fireEvent.change(within(form).getByLabelText(/^Naam/), { target: { value: 'An Claes' } });
      fireEvent.submit(form);
      const refused = await within(form).findByRole('alert');
      expect(refused.textContent).toMatch(/^U hebt dit formulier kort na elkaar te vaak verstuurd\. Probeer het opnieuw over (1 minuut|\d+ minuten), of bel ons\.$/);
      expect(document.activeElement).toBe(refused);
      const answer = (await post(HOUSE_PATH, { intent: 'contact', estateId: '1', name: 'An', email: 'an@example.be', message: 'Hallo' })) as {
        data: { retryAfterSeconds: number };
        init: { status: number; headers: Record<string, string> };
      };
      expect([answer.init.status, answer.init.headers['Retry-After']]).toEqual([429, String(answer.data.retryAfterSeconds)]);
    } finally {
      await ajax.close();
    }
  }, 20_000);
});

