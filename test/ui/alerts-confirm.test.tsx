/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import * as confirm from '../../ui/routes/subscribe-confirm';
import { aFlowsWorld, formPost, statusOf } from './support/flows-world';

const PATH = '/nl/hou-me-op-de-hoogte/bevestigen/confirm-1';

async function aPendingWorld(locale: 'nl' | 'fr' = 'nl') {
  const world = aFlowsWorld({ locale });
  await world.requests.subscribe({ email: 'an@example.be', criteria: 'trans=kopen', locale });
  return world;
}

describe('issue 11 double opt-in: the confirmation link', () => {
  it('issue 11: opening the link (GET, as a mail scanner does) only asks; the subscription stays pending', async () => {
    const world = await aPendingWorld();
    render(world.open(PATH).ui);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inschrijving bevestigen' })).toBeTruthy();
    expect(statusOf(await world.call(confirm.loader, PATH, { token: 'confirm-1' }))).toBe(200);
    expect(world.requests.subscriptions.get('token-1')?.alerts?.status).toBe('pending');
  });

  it('issue 11: the button confirms; the page says so, with focus on the news and a link to the edit page', async () => {
    const world = await aPendingWorld();
    render(world.open(PATH).ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, bevestig mijn inschrijving' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'Uw inschrijving is bevestigd' });
    expect(document.activeElement).toBe(done);
    expect(world.requests.subscriptions.get('token-1')?.alerts?.status).toBe('active');
    expect(screen.getByRole('link', { name: 'Mijn inschrijving bekijken' }).getAttribute('href')).toBe('/nl/hou-me-op-de-hoogte/token-1');
  });

  it('issue 11: an unknown or expired token confirms nothing and says so (410), without JavaScript too', async () => {
    const world = await aPendingWorld();
    const answer = (await world.call(confirm.action, PATH, { token: 'confirm-9' }, formPost({}))) as { init: ResponseInit | null; data: { state: string } };
    expect([statusOf(answer), answer.data.state]).toEqual([410, 'expired']);
    expect(world.requests.subscriptions.get('token-1')?.alerts?.status).toBe('pending');
  });

  it('§9 in French', async () => {
    const world = await aPendingWorld('fr');
    render(world.open('/fr/tenez-moi-au-courant/confirmer/confirm-1').ui);
    expect(await screen.findByRole('button', { name: 'Oui, je confirme mon inscription' })).toBeTruthy();
  });
});

describe('issue 11 on the subscribe and edit pages', () => {
  it('issue 11: a new subscription shows the consent text and the rhythm choice', async () => {
    const world = aFlowsWorld();
    render(world.open('/nl/hou-me-op-de-hoogte').ui);
    expect(await screen.findByText(/^Ik wil e-mails ontvangen over nieuw aanbod/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Eén keer per dag' }) as HTMLInputElement).checked).toBe(true);
  });

  it('issue 11, GDPR Art. 7: the edit page shows what was agreed to, its version and its date, and that it awaits confirmation', async () => {
    const world = aFlowsWorld();
    const consent = { version: 'privacy-2026-11', text: 'Ik wil e-mails ontvangen.', at: '2026-11-21T10:00:00.000Z' };
    await world.requests.subscribe({ email: 'an@example.be', criteria: 'trans=kopen', locale: 'nl', rhythm: 'weekly', consent });
    render(world.open('/nl/hou-me-op-de-hoogte/token-1').ui);
    expect(await screen.findByText(/Uw toestemming \(versie privacy-2026-11, gegeven op 21\/11\/2026\)/)).toBeTruthy();
    expect(screen.getByText('Ik wil e-mails ontvangen.')).toBeTruthy();
    expect(screen.getByText(/Nog niet bevestigd/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Eén keer per week' }) as HTMLInputElement).checked).toBe(true);
  });
});
