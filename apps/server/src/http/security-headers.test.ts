import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { helmetHeaders, securityHeaders, shopHelmetOptions } from './security-headers.ts';

describe('security headers', () => {
  it('are helmet\'s set with the shop\'s policy: own scripts only, images also from the image server, no HSTS among them', () => {
    const headers = helmetHeaders(shopHelmetOptions('https://img.example.com'));
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("img-src 'self' data: https://img.example.com;");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(helmetHeaders(shopHelmetOptions())['content-security-policy']).toContain("img-src 'self' data:;");
  });

  it('are on every answer, errors included; HSTS only on HTTPS from a trusted proxy', async () => {
    const app = Fastify({ trustProxy: '127.0.0.1' });
    securityHeaders(app, helmetHeaders(shopHelmetOptions()));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => { throw new Error('broken'); });
    for (const url of ['/ok', '/fails', '/missing']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const https = await app.inject({ url: '/ok', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await app.inject({ url: '/ok', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
