// The server entry: React Router's default (renderToPipeableStream, bots wait for all
// content) plus a fresh nonce per rendered page on every inline script — React Router's
// hydration context, streamed data, module bootstrap and scroll restoration (they take
// it from <ServerRouter nonce>) and React's own. The page's Content-Security-Policy then
// allows exactly those scripts, without 'unsafe-inline'. The nonce is reported in a
// header the server turns into that policy and removes (apps/server/src/web/storefront.ts,
// same name there; docs/decisions/0022-transport-limits-and-csp.md).
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { PaintBeforeScripts } from './lib/first-paint.server.ts';

const SCRIPT_NONCE_HEADER = 'x-eshop-script-nonce';

// A member's copy of a page shared between shoppers (docs/decisions/0043): the host server
// finds it here, beside the render.
export { memberPages } from './lib/member-page.server.tsx';

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = randomBytes(16).toString('base64');

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode wait for all content to load before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort the render after streamTimeout, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body.pipe(new PaintBeforeScripts()));
        responseHeaders.set('Content-Type', 'text/html');
        responseHeaders.set(SCRIPT_NONCE_HEADER, nonce);
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the initial shell reject and are logged by React Router; log later ones.
        if (shellRendered) console.error(error);
      },
    });
  });
}
