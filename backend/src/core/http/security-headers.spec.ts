import express from 'express';
import request from 'supertest';
import { securityHeaders } from './security-headers.js';

function app() {
  return express()
    .use(securityHeaders(['http://127.0.0.1:9000']))
    .get(/.*/, (_req, res) => {
      res.send('ok');
    });
}

describe('securityHeaders', () => {
  it('gives pages and the API the full set, the picture store allowed as an image origin', async () => {
    for (const path of ['/fr/search/', '/fr/api/health']) {
      const res = await request(app()).get(path).expect(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain('img-src');
      expect(res.headers['content-security-policy']).toContain('http://127.0.0.1:9000');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives the built files only what a script needs', async () => {
    const res = await request(app()).get('/static/shell/main.0123456789.js').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeDefined();
    for (const page of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection']) {
      expect(res.headers[page]).toBeUndefined();
    }
  });

  it('does not mistake a page whose address merely contains /static/ for a built file', async () => {
    const res = await request(app()).get('/fr/static/').expect(200);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
