/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { hardenServer } from '../../../ui/server/request-guard';

/**
 * Sends `request` whole, then reads what came back (the client reads only once it has written everything, as a slow
 * or busy client does), until the server closes.
 */
function sendThenRead(port: number, request: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.pause();
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.write(request, () => setTimeout(() => socket.resume(), 100));
  });
}

describe('a request Node cannot read is answered, and the answer reaches a client still sending (request-guard.ts)', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = hardenServer(createServer((_req, res) => res.end('page')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('a 500 KB query: 431, read after the whole request was sent', async () => {
    const request = Buffer.from(`GET /nl/aanbod?type=${'%2e%2e%2f'.repeat(60_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
    for (let i = 0; i < 5; i++) expect(await sendThenRead(port, request)).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  });

  test('a malformed request line: 400', async () => {
    expect(await sendThenRead(port, Buffer.from('GET /nl HTTP/9.9\r\nHost: x\r\n\r\n'))).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  test('a request that can be read is answered as usual', async () => {
    expect(await sendThenRead(port, Buffer.from('GET /nl HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*page$/);
  });
});
