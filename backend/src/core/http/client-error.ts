import { DEFAULT_LOCALE, type ErrorCode, fr, isPagePath, LOCALES, t } from '@troc/shared';
import { maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node accepts for the request line and headers together (16 KiB unless --max-http-header-size). */
export const HEADERS_MAX_KIB = Math.floor(maxHeaderSize / 1024);

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  408: 'REQUEST_TIMEOUT',
  431: 'HEADERS_TOO_LARGE',
};

/** The request's path from the bytes Node could not parse, when the request line is there. */
function requestPath(raw: unknown): string | null {
  if (!Buffer.isBuffer(raw)) return null;
  const line = /^[A-Z]+ (\/[^ ?\r\n]*)/.exec(raw.subarray(0, 2048).toString('latin1'));
  return line ? line[1]! : null;
}

/** Text between tags: the quotes may stay as they are. */
const escapeHtml = (value: string) => value.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of its own: the shell cannot be served for a request Node refused before reading it. */
export function errorPage(title: string, message: string): string {
  return (
    `<!doctype html><html lang="${DEFAULT_LOCALE}"><head><meta charset="utf-8" />` +
    `<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(title)} — Troc</title></head>` +
    `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="/${DEFAULT_LOCALE}/">${escapeHtml(fr.ui.common.backHome)}</a></p></body></html>`
  );
}

/** A page address (the shell's list of pages, or a site root): anything else is answered in JSON. */
function isPageAddress(path: string): boolean {
  const [, locale, rest = ''] = /^\/([a-zA-Z]{2})(?:\/(.*))?$/.exec(path) ?? [];
  if (path === '/') return true;
  return !!locale && (LOCALES as readonly string[]).includes(locale) && isPagePath(rest);
}

/** The answer to a request Node refused while parsing it: a French page for a page address, French JSON otherwise. */
export function clientErrorAnswer(error: { code?: unknown; rawPacket?: unknown }): string {
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? t(fr.http.headersTooLarge, { max: HEADERS_MAX_KIB }) : fr.validation.invalidBody;
  const path = requestPath(error.rawPacket);
  const page = path !== null && isPageAddress(path);
  const body = page
    ? errorPage(fr.ui.common.requestRefusedTitle, message)
    : JSON.stringify({ statusCode: status, message, code: STATUS_CODES[status] });
  const type = page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  return (
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Node answers a request it cannot parse (headers over the limit, a malformed request line)
 * with a bare status and no body: this answers in French, with the contract's JSON for the API.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error));
  });
}
