import { fr, t } from '@troc/shared';
import { clientErrorAnswer, HEADERS_MAX_KIB } from './client-error.js';

const parse = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  return { statusLine: head!.split('\r\n')[0], head: head!, body: body! };
};

describe('answers to requests Node refused', () => {
  const overflow = (line: string) => ({
    code: 'HPE_HEADER_OVERFLOW',
    rawPacket: Buffer.from(`${line}\r\nHost: x\r\n`),
  });

  it('answers headers over the limit with a French 431 JSON on the API', () => {
    const { statusLine, head, body } = parse(clientErrorAnswer(overflow('GET /fr/api/auth/me?q=xxxx HTTP/1.1')));
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head).toMatch(/Content-Type: application\/json/);
    expect(head).toMatch(new RegExp(`Content-Length: ${Buffer.byteLength(body)}`));
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      message: t(fr.http.headersTooLarge, { max: HEADERS_MAX_KIB }),
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers a page address with a French page, and a request it cannot read with JSON', () => {
    const page = parse(clientErrorAnswer(overflow('GET /fr/search/?q=xxxx HTTP/1.1')));
    expect(page.head).toMatch(/Content-Type: text\/html/);
    expect(page.body).toContain(t(fr.http.headersTooLarge, { max: HEADERS_MAX_KIB }));
    const garbled = parse(clientErrorAnswer({ code: 'HPE_INVALID_METHOD', rawPacket: Buffer.from('\u0000\u0001') }));
    expect(garbled.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(garbled.body)).toEqual({
      statusCode: 400,
      message: fr.validation.invalidBody,
      code: 'BAD_REQUEST',
    });
    expect(parse(clientErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).statusLine).toMatch(/^HTTP\/1.1 408/);
  });

  it('answers JSON to the addresses outside /api that are not pages (the establishment lookups)', () => {
    const lookup = parse(clientErrorAnswer(overflow('GET /fr/establishment_regions/2?q=xxxx HTTP/1.1')));
    expect(lookup.head).toMatch(/Content-Type: application\/json/);
    expect(parse(clientErrorAnswer(overflow('GET /exports/1.csv HTTP/1.1'))).head).toMatch(/application\/json/);
    expect(parse(clientErrorAnswer(overflow('GET / HTTP/1.1'))).head).toMatch(/text\/html/);
  });
});
