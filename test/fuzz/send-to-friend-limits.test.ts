/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { siteBuild, type SiteBuild } from '../e2e/support/site-build';
import { removeDir, startSiteProcess, tempDataDir, type SiteProcess } from './site-process';

// Issue 9 item 3 on the built site with its default limits (README "Abuse limits"): send-to-a-friend is no
// relay. Per hour: 2 posts to one friend, 2 from one sender e-mail, 5 from one client address (read through
// X-Forwarded-For, which TRUST_PROXY=loopback trusts from this machine); one friend per post; the friend's
// mail is the fixed template whatever else is posted; a refused post queues no mail.
jest.setTimeout(180_000);

let build: SiteBuild;
let site: SiteProcess;
let dataDir: string;
beforeAll(async () => {
  build = await siteBuild();
  dataDir = tempDataDir();
  site = await startSiteProcess({ buildDir: build.dir, dataDir, demoEstates: 10, env: { FORM_MIN_FILL_MS: '0', ABUSE_LIMITS: 'on' } });
}, 240_000);
afterAll(async () => {
  await site?.close();
  if (dataDir) removeDir(dataDir);
  build?.remove();
});

const outbox = () => {
  const db = new Database(join(dataDir, 'catalogue.sqlite'), { readonly: true });
  try {
    return db.prepare('select recipient, subject, text_body, html_body from outbox order by id').all() as { recipient: string; subject: string; text_body: string; html_body: string }[];
  } finally {
    db.close();
  }
};

let estateId = 0;
const send = async (client: string, fields: Record<string, unknown>) => {
  const answer = await fetch(`${site.url}/en/ajax/send-to-a-friend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ estateId, senderName: 'Tom', locale: 'en', ...fields }),
  });
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: (await answer.json()) as { fields?: Record<string, string> } };
};

describe('issue 9 item 3: send-to-a-friend limits on the running site', () => {
  it('per friend, per sender e-mail and per client address an hour; 429 with Retry-After; refused posts mail nobody', async () => {
    const db = new Database(join(dataDir, 'catalogue.sqlite'), { readonly: true });
    estateId = Number((db.prepare("select id from estate_units where site_id = 'demo' order by id limit 1").get() as { id: number }).id);
    db.close();

    // One friend: two posts from two people get through, the third (a third person, a third address) is refused.
    expect((await send('192.0.2.1', { senderEmail: 'a@example.be', friendEmail: 'friend@example.be' })).status).toBe(200);
    expect((await send('192.0.2.2', { senderEmail: 'b@example.be', friendEmail: 'friend@example.be' })).status).toBe(200);
    const toFriend = await send('192.0.2.3', { senderEmail: 'c@example.be', friendEmail: 'friend@example.be' });
    expect(toFriend.status).toBe(429);
    expect(Number(toFriend.retryAfter)).toBeGreaterThan(0);

    // One sender e-mail: a@ already sent once; one more passes, the next is refused whatever the friend and address.
    expect((await send('192.0.2.4', { senderEmail: 'a@example.be', friendEmail: 'x1@example.be' })).status).toBe(200);
    expect((await send('192.0.2.5', { senderEmail: 'a@example.be', friendEmail: 'x2@example.be' })).status).toBe(429);

    // One client address: five posts, then refused.
    const fromOne = [];
    for (let i = 0; i < 6; i += 1) fromOne.push((await send('192.0.2.9', { senderEmail: `s${i}@example.be`, friendEmail: `f${i}@example.be` })).status);
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 429]);

    const friends = outbox().filter((row) => row.recipient !== 'info@immo-demo.example' && !row.recipient.endsWith('@immo-demo.example'));
    expect(friends.map((row) => row.recipient).sort()).toEqual(['f0@example.be', 'f1@example.be', 'f2@example.be', 'f3@example.be', 'f4@example.be', 'friend@example.be', 'friend@example.be', 'x1@example.be'].sort());
  });

  it('one friend per post, a name that is a name, and nothing the sender writes besides it reaches the friend', async () => {
    const many = await send('198.51.100.1', { senderEmail: 'm@example.be', friendEmail: 'one@example.be, two@example.be' });
    expect([many.status, many.body.fields?.friendEmail]).toEqual([400, 'invalid_email']);
    const link = await send('198.51.100.2', { senderEmail: 'n@example.be', friendEmail: 'three@example.be', senderName: 'Win at spam.example' });
    expect([link.status, link.body.fields?.senderName]).toEqual([400, 'invalid']);
    const note = await send('198.51.100.3', { senderEmail: 'o@example.be', friendEmail: 'four@example.be', message: '<a href="http://spam.example">Cheap</a>' });
    expect(note.status).toBe(200);
    const [mail] = outbox().filter((row) => row.recipient === 'four@example.be');
    expect(mail?.subject).toBe('Tom sent you a property');
    expect(`${mail?.text_body}${mail?.html_body}`).not.toMatch(/spam|Cheap/);
    expect(outbox().some((row) => /one@|two@|three@/.test(row.recipient))).toBe(false);
  });
});
