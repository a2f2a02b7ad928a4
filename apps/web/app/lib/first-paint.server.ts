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
/** How React writes React Router's module script: `<script nonce="…" type="module" async="">…</script>`. */
const SCRIPT_OPEN = '<script nonce="';
const MODULE_MARK = '" type="module" async="">';
const SCRIPT_END = '</script>';
/** Characters kept from the text seen so far, so a marker split across two chunks is found. */
const KEEP = Math.max(MODULE_MARK.length, SCRIPT_END.length) - 1;

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
 * without it (an error before the shell) passes unchanged. Each chunk is searched once
 * (with the few characters before it): React writes the shell in many small chunks.
 */
export class PaintBeforeScripts extends Transform {
  // Chunks may end inside a multi-byte character: decode across them.
  readonly #decoder = new StringDecoder('utf8');
  #parts: string[] = [];
  #length = 0;
  #tail = '';
  /** Where the module script's MODULE_MARK starts in the held text, once seen. */
  #markAt = -1;
  #done = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const text = typeof chunk === 'string' ? chunk : this.#decoder.write(chunk);
    if (this.#done) {
      callback(null, text);
      return;
    }
    const offset = this.#length - this.#tail.length; // where `seen` starts in the held text
    const seen = this.#tail + text;
    this.#parts.push(text);
    this.#length += text.length;
    this.#tail = seen.slice(-KEEP);
    if (this.#markAt < 0) {
      const mark = seen.indexOf(MODULE_MARK);
      if (mark < 0) {
        callback();
        return;
      }
      this.#markAt = offset + mark;
    }
    const end = seen.indexOf(SCRIPT_END, Math.max(0, this.#markAt + MODULE_MARK.length - offset));
    if (end < 0) {
      callback();
      return;
    }
    this.#done = true;
    const held = this.#parts.join('');
    this.#parts = [];
    callback(null, deferModules(held, this.#markAt, offset + end));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, this.#parts.join('') + this.#decoder.end());
  }
}

/** The page with the module script (MODULE_MARK at `markAt`, closed at `endAt`) and the preloads before it deferred. */
function deferModules(html: string, markAt: number, endAt: number): string {
  const start = html.lastIndexOf(SCRIPT_OPEN, markAt);
  const nonce = html.slice(start + SCRIPT_OPEN.length, markAt);
  // Not the tag React writes (no nonce, or other attributes): leave the page as it is.
  if (start < 0 || !/^[A-Za-z0-9+/=]+$/.test(nonce)) return html;
  const preloads: string[] = [];
  const before = html.slice(0, start).replace(PRELOAD_LINK, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const moduleText = html.slice(markAt + MODULE_MARK.length, endAt);
  return before + deferredModuleScripts(nonce, { preloads, module: moduleText }) + html.slice(endAt + SCRIPT_END.length);
}
