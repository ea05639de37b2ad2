import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { SiteLoadContext } from './server/load-context';
import { ServicesProvider } from './bridge/services';
import { NonceProvider } from './bridge/nonce';
import './i18n/all-messages';

export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering (onAllReady): crawlers and CDNs get complete HTML, and the
 * response can carry cache headers. Scripts carry this response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: SiteLoadContext,
): Promise<Response> {
  const { nonce, services } = loadContext;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServicesProvider services={services}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServicesProvider>
      </NonceProvider>,
      {
        nonce,
        // The page is sent whole (onAllReady): every Suspense boundary is written in place. Past 12.8 KB React
        // would write later boundaries hidden and show them with an inline script, which pages without
        // JavaScript never run (the filter form, the footer: their *-slot boundaries, issue 8).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    // Cleared once the page is ready: a pending timer would keep the whole render alive for 6 s after it is sent.
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
