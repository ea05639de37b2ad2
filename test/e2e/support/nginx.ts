import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './site-build';

/** Debian's nginx (`apt-get install nginx`), or undefined when it is not installed. */
export function nginxBinary(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

const DEPLOY = join(ROOT, 'deploy', 'nginx');

/** An instance in nginx's upstream; `down`: taken out (README "Deploy": before it is stopped, so that no POST is lost). */
export interface UpstreamServer {
  readonly port: number;
  readonly down?: boolean;
}

/**
 * deploy/nginx/listing-site-upstream.conf as shipped, its example `server` lines replaced by the given instances
 * (each with the parameters the file gives its first line).
 */
export function upstreamConfig(servers: readonly UpstreamServer[]): string {
  const shipped = readFileSync(join(DEPLOY, 'listing-site-upstream.conf'), 'utf8');
  const lines = /^([ \t]*)server 127\.0\.0\.1:\d+([^;\n]*);\n(?:[ \t]*server 127\.0\.0\.1:\d+[^;\n]*;\n)*/m.exec(shipped);
  if (!lines) throw new Error('deploy/nginx/listing-site-upstream.conf has no `server 127.0.0.1:PORT …;` lines');
  const [all, indent, parameters] = lines;
  return shipped.replace(all, servers.map(({ port, down }) => `${indent}server 127.0.0.1:${port}${parameters}${down ? ' down' : ''};\n`).join(''));
}

/** The process ids of an nginx master's workers. */
const workersOf = (master: number): string[] =>
  (spawnSync('pgrep', ['-P', String(master)], { encoding: 'utf8' }).stdout ?? '').split('\n').filter((pid) => pid !== '');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface RunningNginx {
  readonly url: string;
  /** nginx's access log for the site so far: one JSON object a line (deploy's `listing_site` format). */
  accessLog(): Record<string, unknown>[];
  /** What nginx wrote to its error log. */
  errorLog(): string;
  /** A new upstream and `nginx -s reload` (SIGHUP); resolves when the workers of the old configuration have exited. */
  reconfigure(servers: readonly UpstreamServer[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * nginx in the foreground, with a prefix and a configuration in a temp folder (no root needed): the deploy folder's
 * upstream (towards `servers`) and proxy files, included as an operator installs them, in a plain-HTTP server on a
 * free port of 127.0.0.1. `gzip on` in the http context, as Debian's nginx.conf has it: the proxy file turns it off.
 */
export async function startNginx(binary: string, servers: readonly UpstreamServer[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  // nginx started as root runs its workers as nobody: they must reach the temp folders.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, 'listing-site-upstream.conf'), upstreamConfig(servers));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log info;
events { worker_connections 512; }
http {
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    gzip on;
    include ${dir}/listing-site-upstream.conf;
    server {
        listen 127.0.0.1:${port};
        access_log ${dir}/access.log listing_site;
        include ${join(DEPLOY, 'listing-site-proxy.conf')};
    }
}
`,
  );
  let output = '';
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const read = (file: string) => {
    try {
      return readFileSync(join(dir, file), 'utf8');
    } catch {
      return '';
    }
  };
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; !(await accepts(port)); waited += 50) {
    if (child.exitCode !== null || waited > 10_000) {
      await close();
      throw new Error(`nginx did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () =>
      read('access.log')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    errorLog: () => read('error.log') + output,
    reconfigure: async (next) => {
      const before = new Set(workersOf(child.pid!));
      writeFileSync(join(dir, 'listing-site-upstream.conf'), upstreamConfig(next));
      child.kill('SIGHUP');
      for (let waited = 0; ; waited += 50) {
        const workers = workersOf(child.pid!);
        if (workers.length === 1 && !before.has(workers[0]!)) return;
        if (waited > 10_000) throw new Error(`nginx did not reload:\n${read('error.log')}${output}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    close,
  };
}
