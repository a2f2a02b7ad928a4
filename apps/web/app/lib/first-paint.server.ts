// The page paints before its JavaScript is fetched (docs/decisions/0039-first-paint.md).
//
// React Router's <Scripts> writes a `<link rel="modulepreload">` per module of the page
// (about 140 kB gzip on the home page; React hoists them into <head>) and an inline module
// script that imports them and hydrates. Browsers fetch those modules at high priority,
// beside the stylesheet and the first slide, so on a phone network the first paint and the
// largest image wait for bandwidth the JavaScript takes. Every page works before hydration
// (server-rendered, plain forms), so this stream moves both out of the parser's way: the
// preload links and the module script are written by a small inline script once the
// browser has painted (the first animation frame runs only after the render-blocking
// stylesheet; the timeout after it runs after that frame's paint). A hidden page (opened
// in the background) starts at once. Nothing else of the page changes.
import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]+)" type="module" async="">([\s\S]*?)<\/script>/;

/** The id of the JSON that names the deferred modules (read by the loader and by bench/weight.ts). */
export const DEFERRED_MODULES_ID = 'deferred-modules';

/** What the page defers: React Router's module preloads and its module script's text. */
export interface DeferredModules {
  preloads: string[];
  module: string;
}

/**
 * The deferred modules as JSON (not run by the browser, so no nonce) and the inline script
 * that adds the preloads and the module script after the first paint.
 */
export function deferredModuleScripts(nonce: string, modules: DeferredModules): string {
  const json = JSON.stringify(modules).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${DEFERRED_MODULES_ID}">${json}</script>`
    + `<script nonce="${nonce}">(function(d){function go(){`
    + `var m=JSON.parse(d.getElementById('${DEFERRED_MODULES_ID}').textContent);`
    + `m.preloads.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)});`
    + `var s=d.createElement('script');s.type='module';s.nonce=${JSON.stringify(nonce)};s.textContent=m.module;d.body.appendChild(s)}`
    + `if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})`
    + `})(document)</script>`;
}

/**
 * Rewrites the server-rendered page: holds the stream until React Router's module script
 * has passed (it ends the shell), then writes the page with that script deferred. A page
 * without it (an error before the shell) passes unchanged.
 */
export class PaintBeforeScripts extends Transform {
  // Chunks may end inside a multi-byte character: decode across them.
  readonly #decoder = new StringDecoder('utf8');
  #held = '';
  #done = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const text = typeof chunk === 'string' ? chunk : this.#decoder.write(chunk);
    if (this.#done) {
      callback(null, text);
      return;
    }
    this.#held += text;
    const script = MODULE_SCRIPT.exec(this.#held);
    if (!script) {
      callback();
      return;
    }
    this.#done = true;
    const [tag, nonce, moduleText] = script as unknown as [string, string, string];
    const before = this.#held.slice(0, script.index);
    const after = this.#held.slice(script.index + tag.length);
    this.#held = '';
    const preloads: string[] = [];
    const head = before.replace(PRELOAD_LINK, (_link, href: string) => {
      preloads.push(href);
      return '';
    });
    callback(null, head + deferredModuleScripts(nonce, { preloads, module: moduleText }) + after);
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.#held + this.#decoder.end());
  }
}
