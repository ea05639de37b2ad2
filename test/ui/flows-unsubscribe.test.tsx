/** @jest-environment ./test/ui/support/jsdom-fetch-environment.js */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryAbuseLimits } from '../../infrastructure/memory/memory-abuse-limits';
import * as unsubscribe from '../../ui/routes/unsubscribe';
import { aFlowsWorld, formPost, statusOf } from './support/flows-world';

const PATH = '/nl/hou-me-op-de-hoogte/uitschrijven/token-1';

async function aSubscribedWorld() {
  const world = aFlowsWorld();
  await world.requests.subscribe({ email: 'an@example.be', criteria: 'trans=kopen', locale: 'nl' });
  return world;
}

describe('§2 unsubscribe: /{lang}/hou-me-op-de-hoogte/uitschrijven/:token', () => {
  it('§2 opening the link (GET, as a mail scanner does) only asks; the subscription stays', async () => {
    const world = await aSubscribedWorld();
    render(world.open(PATH).ui);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitschrijven' })).toBeTruthy();
    expect(screen.getByText('an@example.be', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Liever mijn zoekopdracht wijzigen' }).getAttribute('href')).toBe('/nl/hou-me-op-de-hoogte/token-1');
    expect(statusOf(await world.call(unsubscribe.loader, PATH, { token: 'token-1' }))).toBe(200);
    expect(world.requests.subscriptions.has('token-1')).toBe(true);
  });

  it('§2 the button posts: the subscription is removed and the page says so, with focus on the news', async () => {
    const world = await aSubscribedWorld();
    const { ui, router } = world.open(PATH);
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, schrijf mij uit' }));
    const done = await screen.findByRole('heading', { level: 1, name: 'U bent uitgeschreven' });
    expect(document.activeElement).toBe(done);
    expect(world.requests.subscriptions.has('token-1')).toBe(false);
    expect(router.state.location.search).toBe('?done=1');
    expect(screen.getByRole('link', { name: 'Opnieuw inschrijven' }).getAttribute('href')).toBe('/nl/hou-me-op-de-hoogte');
  });

  it('§2 without JavaScript: the post redirects (post/redirect/get) to the page that says it is done', async () => {
    const world = await aSubscribedWorld();
    const answer = (await world.call(unsubscribe.action, PATH, { token: 'token-1' }, formPost({}))) as Response;
    expect([answer.status, answer.headers.get('location')]).toEqual([302, `${PATH}?done=1`]);
    const page = (await world.call(unsubscribe.loader, `${PATH}?done=1`, { token: 'token-1' })) as { data: { state: string } };
    expect([statusOf(page), page.data.state]).toEqual([200, 'done']);
  });

  it('§2 an unknown token is a 404, for the page and for a post', async () => {
    const world = await aSubscribedWorld();
    render(world.open('/nl/hou-me-op-de-hoogte/uitschrijven/token-9').ui);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(statusOf(await world.call(unsubscribe.loader, '/x', { token: 'token-9' }))).toBe(404);
    expect(statusOf(await world.call(unsubscribe.action, '/x', { token: 'token-9' }, formPost({})))).toBe(404);
    expect(world.requests.subscriptions.size).toBe(1);
  });

  it('issue 9 item 3: over the limit for this link, the page says in its language when to try again (429), and nothing changes', async () => {
    const limits = new MemoryAbuseLimits();
    const world = aFlowsWorld({ limits });
    await world.requests.subscribe({ email: 'an@example.be', criteria: 'trans=kopen', locale: 'nl' });
    // Five posts for this token within the hour (application/abuse-guard.ts: unsubscribe, per recipient).
    for (let post = 0; post < 5; post += 1) await limits.hit('unsubscribe:recipient:token-1', 3_600_000, world.clock.now());
    render(world.open(PATH).ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, schrijf mij uit' }));
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toBe('U hebt dit formulier kort na elkaar te vaak verstuurd. Probeer het opnieuw over 60 minuten, of bel ons.');
    expect(document.activeElement).toBe(refused);
    expect(world.requests.subscriptions.has('token-1')).toBe(true);
    const answer = (await world.call(unsubscribe.action, PATH, { token: 'token-1' }, formPost({}))) as { init: { status: number; headers: Record<string, string> } };
    expect([answer.init.status, answer.init.headers['Retry-After']]).toEqual([429, '3600']);
  });

  it('§9 in German', async () => {
    const world = aFlowsWorld({ locale: 'de' });
    await world.requests.subscribe({ email: 'an@example.be', criteria: '', locale: 'de' });
    render(world.open('/de/halte-mich-auf-dem-laufenden/abbestellen/token-1').ui);
    expect(await screen.findByRole('button', { name: 'Ja, bitte abmelden' })).toBeTruthy();
  });
});
