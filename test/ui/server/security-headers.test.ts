/** @jest-environment node */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../ui/server/security-headers';

// Issue 8 (the shared page cache): a cached page cannot carry a fresh nonce; its CSP lists the SHA-256 of the inline
// scripts it holds (CSP 3 hash sources, over the script's UTF-8 text), and nothing else may run inline.
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('issue 8: CSP by script hashes', () => {
  it.each([
    ['a classic inline script', '<script>window.a = 1</script>', ['window.a = 1']],
    ['a module script, its text as written (accents in UTF-8)', '<script type="module">import("/assets/x.js"); const name = "Liège – Mons";</script>', ['import("/assets/x.js"); const name = "Liège – Mons";']],
    ['text/javascript', "<script type='text/javascript'>b()</script>", ['b()']],
    ['a script with a src: allowed by \'self\', no hash', '<script src="/assets/app.js"></script>', []],
    ['JSON-LD is data, not script', '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>', []],
    ['the same script twice: one hash', '<script>c()</script><p>x</p><script>c()</script>', ['c()']],
  ])('%s', (_title, html, scripts) => {
    expect(inlineScriptHashes(Buffer.from(`<!doctype html><html><body>${html}</body></html>`, 'utf8'))).toEqual(scripts.map(sha256));
  });

  it.each([
    ['a script in the main content (a CMS page\'s HTML) is not hashed, so it is refused', '<main><div class="prose"><script>steal()</script></div></main><script>own()</script>', ['own()']],
    ['HTML in main that closes main early cannot move the boundary', '<main><div class="prose"></main><script>steal()</script></div></main><script>own()</script>', ['own()']],
  ])('%s', (_title, html, scripts) => {
    expect(inlineScriptHashes(Buffer.from(`<!doctype html><html><body>${html}</body></html>`, 'utf8'))).toEqual(scripts.map(sha256));
  });

  it('the policy lists the page\'s hashes beside \'self\', never a nonce nor unsafe-inline', () => {
    const policy = contentSecurityPolicy('https://*.tile.example.org', ["'sha256-abc='"]);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'sha256-abc='");
    expect(contentSecurityPolicy(undefined)).toMatch(/script-src 'self';/);
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tile\.example\.org/);
  });
});
