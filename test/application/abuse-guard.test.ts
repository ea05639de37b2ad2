import { DEFAULT_ABUSE_POLICY, type AbusePolicy } from '../../application/abuse-guard';
import { createCore } from '../../application/core';
import type { CoreDeps } from '../../application/core-deps';
import { MemoryAbuseLimits } from '../../infrastructure/memory/memory-abuse-limits';
import { aWorld, NOW } from './harness';

const contact = { name: 'An Peeters', email: 'an@example.be', message: 'Nog vrij?', estateId: 4, locale: 'nl' };
const friend = { estateId: 4, senderName: 'Jan', senderEmail: 'jan@x.be', friendEmail: 'piet@y.be', locale: 'nl' };

function guardedWorld(policy: AbusePolicy = DEFAULT_ABUSE_POLICY) {
  const world = aWorld();
  const core = createCore({ ...(world as unknown as CoreDeps), limits: new MemoryAbuseLimits() }, policy);
  return { world, core };
}

const client = (address: string, extra: Record<string, string> = {}) => ({ client: { address, ...extra } });

describe('issue 9 item 3: abuse limits on every command that writes or sends mail', () => {
  it('issue 9: contact, 10 per client address an hour; the 11th is refused with the time to wait', async () => {
    const { world, core } = guardedWorld();
    for (let i = 0; i < 10; i++) {
      await expect(core.commands.contact({ ...contact, email: `v${i}@example.be`, ...client('203.0.113.7') })).resolves.toEqual({ ok: true, value: true });
    }
    const refused = await core.commands.contact({ ...contact, email: 'other@example.be', ...client('203.0.113.7') });
    expect(refused).toEqual({ ok: false, reason: 'refused', retryAfterSeconds: (new Date('2026-11-21T11:00:00Z').getTime() - NOW.getTime()) / 1000 });
    expect(world.requests.contacts).toHaveLength(10);
    await expect(core.commands.contact({ ...contact, email: 'x@example.be', ...client('198.51.100.1') })).resolves.toEqual({ ok: true, value: true });
  });

  it('issue 9: send-to-a-friend, 2 an hour to one friend whoever sends, 5 an hour per sender', async () => {
    const { world, core } = guardedWorld();
    await expect(core.commands.sendToFriend({ ...friend, ...client('192.0.2.1') })).resolves.toMatchObject({ ok: true });
    await expect(core.commands.sendToFriend({ ...friend, senderEmail: 'b@x.be', ...client('192.0.2.2') })).resolves.toMatchObject({ ok: true });
    await expect(core.commands.sendToFriend({ ...friend, senderEmail: 'c@x.be', ...client('192.0.2.3') })).resolves.toMatchObject({ reason: 'refused' });
    for (let i = 0; i < 3; i++) await core.commands.sendToFriend({ ...friend, friendEmail: `f${i}@y.be`, senderEmail: `s${i}@x.be`, ...client('192.0.2.9') });
    await expect(core.commands.sendToFriend({ ...friend, friendEmail: 'f9@y.be', senderEmail: 's9@x.be', ...client('192.0.2.9') })).resolves.toMatchObject({ ok: true });
    await expect(core.commands.sendToFriend({ ...friend, friendEmail: 'f10@y.be', senderEmail: 's10@x.be', ...client('192.0.2.9') })).resolves.toMatchObject({ ok: true });
    await expect(core.commands.sendToFriend({ ...friend, friendEmail: 'f11@y.be', senderEmail: 's11@x.be', ...client('192.0.2.9') })).resolves.toMatchObject({ reason: 'refused' });
    expect(world.requests.sentToFriends).toHaveLength(7);
  });

  it('issue 9: per recipient whatever the client address (a subscription, 3 an hour per e-mail address)', async () => {
    const { core } = guardedWorld();
    const subscription = { email: 'Target@Example.be', criteria: 'trans=kopen', locale: 'nl', consent: true };
    for (let i = 0; i < 3; i++) await expect(core.commands.subscribe({ ...subscription, ...client(`10.0.0.${i}`) })).resolves.toMatchObject({ ok: true });
    await expect(core.commands.subscribe({ ...subscription, email: 'target@example.be', ...client('10.0.0.9') })).resolves.toMatchObject({ reason: 'refused' });
  });

  it.each([
    ['the honeypot is filled in', { website: 'http://spam.example' }],
    ['the form came back within the fill time', { startedAt: String(NOW.getTime() - 500) }],
  ])('issue 9: a bot is dropped without a word when %s', async (_title, signals) => {
    const { world, core } = guardedWorld();
    const trap = 'website' in signals ? { honeypot: signals.website } : signals;
    await expect(core.commands.contact({ ...contact, client: { address: '192.0.2.5', ...trap } })).resolves.toEqual({ ok: false, reason: 'dropped' });
    expect(world.requests.contacts).toEqual([]);
  });

  it('issue 9: a person who took their time passes; ABUSE_LIMITS=off turns every check off', async () => {
    const { core } = guardedWorld();
    await expect(core.commands.contact({ ...contact, client: { address: '192.0.2.5', honeypot: '', startedAt: String(NOW.getTime() - 30_000) } })).resolves.toMatchObject({ ok: true });
    const off = guardedWorld({ ...DEFAULT_ABUSE_POLICY, enabled: false }).core;
    for (let i = 0; i < 30; i++) await expect(off.commands.contact({ ...contact, client: { address: '192.0.2.5', honeypot: 'x' } })).resolves.toMatchObject({ ok: true });
  });
  it.each([
    ['confirmSubscription', 5],
    ['followEstates', 10],
  ] as const)('issue 11 / issue 9: %s is limited per token (%i an hour) and per client address (20 an hour)', async (command, perToken) => {
    const { core } = guardedWorld();
    const run = (token: string, address: string) =>
      command === 'confirmSubscription' ? core.commands.confirmSubscription({ token, ...client(address) }) : core.commands.followEstates({ token, followed: [1], ...client(address) });
    for (let i = 0; i < perToken; i++) await expect(run('a-token', `10.1.0.${i}`)).resolves.not.toMatchObject({ reason: 'refused' });
    await expect(run('a-token', '10.1.0.99')).resolves.toMatchObject({ reason: 'refused' });
    for (let i = 0; i < 20; i++) await expect(run(`token-${i}`, '10.2.0.1')).resolves.not.toMatchObject({ reason: 'refused' });
    await expect(run('token-20', '10.2.0.1')).resolves.toMatchObject({ reason: 'refused' });
  });
});
