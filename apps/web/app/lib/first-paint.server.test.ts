import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULES_ID, PaintBeforeScripts } from './first-paint.server.ts';

const NONCE = 'n0nce+/=';
const head = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/eshop/assets/app.css"/>`
  + `<link rel="modulepreload" href="/eshop/assets/entry.client-A.js" nonce="${NONCE}"/>`
  + `<link rel="modulepreload" href="/eshop/assets/chunk-B.js" nonce="${NONCE}"/><title>牛排</title></head>`;
const moduleText = `import * as route0 from "/eshop/assets/root-C.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/eshop/assets/entry.client-A.js");`;
const body = `<body><main>肉类 · 上海</main><script nonce="${NONCE}">window.__reactRouterContext = {"a":"</scr"+"ipt>"};</script>`
  + `<script nonce="${NONCE}" type="module" async="">${moduleText}</script></body></html>`;

/** Streams `page` through the transform in chunks of `size` bytes (splitting characters too). */
async function rewrite(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(new PaintBeforeScripts()));
}

/** Runs the inline loader in a tiny stand-in document and reports what it appended. */
function runLoader(html: string, visibility: 'visible' | 'hidden') {
  const json = new RegExp(`<script type="application/json" id="${DEFERRED_MODULES_ID}">([^<]*)</script>`).exec(html)?.[1];
  const loader = /<script nonce="[^"]+">(\(function\(d\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined || !loader) throw new Error('no deferred modules or no loader');
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState: visibility,
    createElement: () => ({}) as Record<string, string>,
    getElementById: (id: string) => (id === DEFERRED_MODULES_ID ? { textContent: json } : null),
    head: { appendChild: (e: Record<string, string>) => appended.push({ where: 'head', ...e }) },
    body: { appendChild: (e: Record<string, string>) => appended.push({ where: 'body', ...e }) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f));
  return { appended, frames, timers };
}

describe('PaintBeforeScripts: the page paints before its JavaScript is fetched', () => {
  it.each([1, 7, 64, 100_000])('takes the module preloads and the module script out of the parser\'s way (chunks of %i bytes)', async (size) => {
    const out = await rewrite(head + body, size);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    // Everything else is as React wrote it, multi-byte text included.
    expect(out).toContain('<link rel="stylesheet" href="/eshop/assets/app.css"/><title>牛排</title></head>');
    expect(out).toContain('<main>肉类 · 上海</main>');
    expect(out).toContain('window.__reactRouterContext = {"a":"</scr"+"ipt>"};</script>');
    expect(out.endsWith('</script></body></html>')).toBe(true);
  });

  it('adds the preloads and the module script, with the page\'s nonce, only after the first frame has painted', async () => {
    const out = await rewrite(head + body, 64);
    const { appended, frames, timers } = runLoader(out, 'visible');
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.shift()!();
    expect(appended).toEqual([
      { where: 'head', rel: 'modulepreload', href: '/eshop/assets/entry.client-A.js' },
      { where: 'head', rel: 'modulepreload', href: '/eshop/assets/chunk-B.js' },
      { where: 'body', type: 'module', nonce: NONCE, textContent: moduleText },
    ]);
  });

  it('starts at once in a page opened in the background (no frames are drawn there)', async () => {
    const { appended, frames } = runLoader(await rewrite(head + body, 1000), 'hidden');
    expect(frames).toEqual([]);
    expect(appended.map((e) => e.where)).toEqual(['head', 'head', 'body']);
  });

  it('writes no "<" of the module text into the page\'s JSON (it could close the script element)', async () => {
    const withLess = body.replace(moduleText, `${moduleText}\nif (1 < 2) console.log("<!--");`);
    const out = await rewrite(head + withLess, 50);
    const json = new RegExp(`id="${DEFERRED_MODULES_ID}">([\\s\\S]*?)</script>`).exec(out)![1]!;
    expect(json).not.toContain('<');
    expect(runLoader(out, 'hidden').appended.at(-1)?.textContent).toContain('if (1 < 2) console.log("<!--");');
  });

  it('passes a page without React Router\'s module script (an error before the shell) unchanged', async () => {
    const page = '<!DOCTYPE html><html><head><title>Oops</title></head><body>出错了</body></html>';
    expect(await rewrite(page, 3)).toBe(page);
  });
});
