// The recipe clips' captions in Chinese (issue 17; docs/decisions/0038): the clips burn in
// English, Chinese pages add a WebVTT track served next to the clip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startShop, type TestShop } from './helpers.ts';

describe.each(databases())('recipe clip captions on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => { shop = await startShop(kind); });
  afterAll(async () => { await shop.close(); });

  it('serves a clip\'s captions in Chinese and in English, cacheable', async () => {
    const zh = await shop.inject({ method: 'GET', url: '/media/recipes/captions/RC-RIBEYE-GARLIC-BUTTER.zh_CN.vtt' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('text/vtt');
    expect(zh.body.startsWith('WEBVTT')).toBe(true);
    expect(zh.body).toContain('香煎肉眼牛排配蒜香黄油');
    expect(zh.body).toMatch(/1\. \S/u);
    const en = await shop.inject({ method: 'GET', url: '/media/recipes/captions/RC-RIBEYE-GARLIC-BUTTER.en_US.vtt' });
    expect(en.body).toContain('Pan-seared Ribeye with Garlic Butter');
  });

  it('answers 404 for a recipe without a clip, an unknown language or a made-up path', async () => {
    for (const file of ['RC-NOPE.zh_CN.vtt', 'RC-RIBEYE-GARLIC-BUTTER.fr_FR.vtt', '..%2F..%2Fpackage.json', 'rc-ribeye-garlic-butter.zh_CN.vtt']) {
      const res = await shop.inject({ method: 'GET', url: `/media/recipes/captions/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('still serves the clips themselves', async () => {
    const clip = await shop.inject({ method: 'GET', url: '/media/recipes/RC-RIBEYE-GARLIC-BUTTER.mp4', headers: { range: 'bytes=0-99' } });
    expect(clip.statusCode).toBe(206);
  });
});
