import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { SiteLoadContext } from './server/load-context';
import { ServicesProvider } from './bridge/services';
import { inlineScriptHashes } from './server/security-headers';
import './i18n/all-messages';

export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering (onAllReady): crawlers and CDNs get complete HTML, and the
 * response can carry cache headers. Its CSP lists the hashes of its own inline scripts (no nonce: a page served
 * again from the page cache, ui/server/page-cache.ts, is the same bytes for every visitor, issue 8).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: SiteLoadContext,
): Promise<Response> {
  const { services } = loadContext;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(
      <ServicesProvider services={services}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServicesProvider>,
      {
        // The page is sent whole (onAllReady): every Suspense boundary is written in place. Past 12.8 KB React
        // would write later boundaries hidden and show them with an inline script, which pages without
        // JavaScript never run (the filter form, the footer: their *-slot boundaries, issue 8).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          // The whole page, to hash its inline scripts before its headers are sent.
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          page.once('finish', () => {
            const html = Buffer.concat(chunks);
            loadContext.allowScripts(inlineScriptHashes(html));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (loadContext.logger) loadContext.logger.error('Rendering the page failed', error);
          else console.error(error);
        },
      },
    );
    // Cleared once the page is ready: a pending timer would keep the whole render alive for 6 s after it is sent.
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
