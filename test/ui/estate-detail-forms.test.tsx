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

  it('§1 a 400 from the contact route shows each field error in the page language and focuses the first', async () => {
    const { ajax, requests } = await openWithAjax(HOUSE_PATH);
    try {
      const form = screen.getByRole('form', { name: 'Stel uw vraag' });
      fireEvent.change(within(form).getByLabelText(/^E-mailadres/), { target: { value: 'niet-een-adres' } });
      fireEvent.change(within(form).getByLabelText(/^Bericht/), { target: { value: '' } });
      fireEvent.submit(form);
      await within(form).findByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.');
      const name = within(form).getByLabelText(/^Naam/);
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(name.getAttribute('aria-describedby')).toBe('contact-name-error');
      expect(document.getElementById('contact-name-error')?.textContent).toBe('Vul dit veld in.');
      expect(document.getElementById('contact-message-error')?.textContent).toBe('Vul dit veld in.');
      expect(within(form).getByLabelText(/^Telefoonnummer/).getAttribute('aria-invalid')).toBeNull();
      expect(document.activeElement).toBe(name);
      expect(within(form).getByText('Controleer de gemarkeerde velden.')).toBeTruthy();
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
      fireEvent.submit(form);
      expect(await within(form).findAllByText('Veuillez remplir ce champ.')).toHaveLength(2);
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
      expect(await within(form).findByText('Vul dit veld in.')).toBeTruthy();
      expect(within(form).getByLabelText(/^E-mailadres van uw vriend/).getAttribute('aria-invalid')).toBe('true');
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

  it('§1 without scripts the forms are plain POST forms to the ajax routes', async () => {
    await openPage(HOUSE_PATH);
    const form = screen.getByRole('form', { name: 'Stel uw vraag' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/nl/ajax/contact-form-handler']);
    expect((form.querySelector('input[name="estateId"]') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('Stuur door naar een vriend').closest('details')!.querySelector('form')!.getAttribute('action')).toBe('/nl/ajax/send-to-a-friend');
  });
});

