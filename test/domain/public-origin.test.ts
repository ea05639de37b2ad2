import { mailDomain, mailSender } from '../../domain/site/mail-sender';
import { isLocalHost, isReservedRecipient, localLinks, parseOrigin, publicOrigin, siteHostnameOrigin } from '../../domain/site/public-origin';
import { DEMO_SITE } from '../fixtures/site';

const LOCAL = 'http://localhost:3000';

describe('issue 20 item 2: one public origin', () => {
  it.each([
    ['https://www.immo.be', 'https://www.immo.be'],
    ['https://www.immo.be/', 'https://www.immo.be'],
    ['  HTTPS://WWW.Immo.be:443/ ', 'https://www.immo.be'],
    ['http://immo.test:8080', 'http://immo.test:8080'],
    ['https://www.immo.be/nl/aanbod', undefined],
    ['www.immo.be', undefined],
    ['ftp://immo.be', undefined],
    ['', undefined],
  ])('PUBLIC_ORIGIN %j is read as %j', (text, origin) => {
    expect(parseOrigin(text)).toBe(origin);
  });

  it('PUBLIC_ORIGIN wins; else the first public hostname of the site settings over https; else the local origin', () => {
    expect(publicOrigin(DEMO_SITE, { publicOrigin: 'https://immo.example', localOrigin: LOCAL })).toBe('https://immo.example');
    expect(publicOrigin(DEMO_SITE, { localOrigin: LOCAL })).toBe('https://www.immo-demo.be');
    expect(publicOrigin({ hostnames: ['localhost', '127.0.0.1', 'www.agence.be'] }, { localOrigin: LOCAL })).toBe('https://www.agence.be');
    // The demo site names only local hostnames: the address it is reached at on this machine.
    expect(publicOrigin({ hostnames: ['localhost', '127.0.0.1'] }, { localOrigin: 'http://localhost:8080' })).toBe('http://localhost:8080');
    expect(publicOrigin({ hostnames: [] }, { localOrigin: LOCAL })).toBe(LOCAL);
    expect(siteHostnameOrigin({ hostnames: ['demo.localhost'] })).toBeUndefined();
  });

  it('the sender is at the public origin\'s domain unless the site or MAIL_FROM names one', () => {
    expect(mailDomain('https://www.immo.be:8443')).toBe('immo.be');
    expect(mailSender(DEMO_SITE, 'https://www.agence.be').from).toBe('"Immo Demo" <no-reply@agence.be>');
    expect(mailSender(DEMO_SITE, 'https://www.agence.be', 'Agence <contact@agence.be>').from).toBe('Agence <contact@agence.be>');
    expect(mailSender({ ...DEMO_SITE, settings: { ...DEMO_SITE.settings, mailFrom: 'Site <site@x.be>' } }, 'https://www.agence.be', 'Agence <contact@agence.be>').from).toBe('Site <site@x.be>');
  });

  it('finds the links a mail may not carry to a real recipient: local hosts only', () => {
    expect(['localhost', 'LOCALHOST:3000', 'demo.localhost', '127.0.0.1', '[::1]:3000', '0.0.0.0'].every(isLocalHost)).toBe(true);
    expect(['www.immo.be', 'localhost.be', '128.0.0.1'].some(isLocalHost)).toBe(false);
    const text = 'Zie http://localhost:3000/nl/aanbod/1 en <a href="http://127.0.0.1:8080/x">, niet https://www.immo.be/nl of http://localhost.be/';
    expect(localLinks(text)).toEqual(['http://localhost:3000', 'http://127.0.0.1:8080']);
    expect(localLinks('https://www.immo.be/nl/aanbod/1')).toEqual([]);
  });

  it('knows the recipients reserved for tests and documentation (RFC 2606, RFC 6761)', () => {
    expect(['a@immo-demo.example', 'b@x.test', 'c@example.com', 'd@mail.example.org', 'e@host.localhost', 'f@x.invalid'].every(isReservedRecipient)).toBe(true);
    expect(['a@example.be', 'b@immo.be', 'c@gmail.com', 'd@test.be'].some(isReservedRecipient)).toBe(false);
  });
});
