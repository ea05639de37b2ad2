/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { accessLineId, accessLog, createSiteLog, loggerPort, withoutContactDetails } from '../../../infrastructure/logging/pino-logger';

// Issue 21 item 4: a visitor's e-mail address and phone number never reach the log, by field name or inside text.

function logged(write: (log: ReturnType<typeof createSiteLog>) => void): string {
  const lines: string[] = [];
  write(createSiteLog({ destination: { write: (line: string) => void lines.push(line) } }));
  return lines.join('');
}

describe('issue 21 item 4: the JSON log keeps contact details out', () => {
  it.each([
    ['an e-mail address', 'write to anne.peeters+site@example.be today', 'write to [e-mail] today'],
    ['a Belgian mobile with spaces', 'call +32 470 12 34 56', 'call [phone]'],
    ['a mobile with slash and dots', 'call 0470/12.34.56 please', 'call [phone] please'],
    ['a landline with 0032', 'tel 0032 9 123 45 67', 'tel [phone]'],
    ['dates, times, ids and durations stay', 'on 2026-11-26 at 12:00, estate 123456789, 01/02/2026, took 3905 ms', 'on 2026-11-26 at 12:00, estate 123456789, 01/02/2026, took 3905 ms'],
  ])('%s', (_title, text, expected) => {
    expect(withoutContactDetails(text)).toBe(expected);
  });

  it('censors fields named like contact details and scrubs messages, details and errors', () => {
    const output = logged((log) => {
      log.info({ form: { email: 'jan@example.be', phone: '0470123456', note: 'or jan@work.example.be' } }, 'posted by jan@example.be');
      loggerPort(log).error('Sending failed', Object.assign(new Error('POST /contact 500: {"email":"jan@example.be","phone":"+32470123456"}'), { body: { email: 'jan@example.be' } }));
      loggerPort(log).error('Backend said', { received: { mobile: '0470 12 34 56' } });
    });
    expect(output).not.toMatch(/jan@|work\.example|0470|470123456/);
    expect(output).toContain('"email":"[redacted]"');
    expect(output).toContain('"msg":"posted by [e-mail]"');
    expect(output).toContain('"level":"error"');
  });

  it('issue 23 item 3: the request lines keep their fields as given, and only ids without a contact detail are kept', () => {
    const output = logged((log) => accessLog(log)({ reqId: 'lb-4f2a9c1e-77', method: 'GET', route: 'list', status: 200, ms: 1.5 }));
    expect(JSON.parse(output)).toMatchObject({ level: 'info', reqId: 'lb-4f2a9c1e-77', method: 'GET', route: 'list', status: 200, ms: 1.5, msg: 'request' });
    expect(['lb-4f2a9c1e-77', '0f3c9a2b7d1e4f60a1b2c3d4e5f60718', 'Root=1-67891233-abcdef012345678912345678'].filter(accessLineId)).toHaveLength(3);
    expect(['anne.peeters@example.be', '+32470123456', '0470/12.34.56', 'short', 'bad id <script>', 'x'.repeat(129)].filter(accessLineId)).toEqual([]);
  });
});
