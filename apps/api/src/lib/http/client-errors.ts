import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { ERROR_CODES } from '@portal/domain';
import { errorPageHtml } from './error-page.ts';

/** The bytes Node read of the request (a Buffer; Fastify types it as a Buffer's JSON form). */
function rawPacketOf(error: ConnectionError): Buffer | undefined {
  const raw: unknown = error.rawPacket;
  if (Buffer.isBuffer(raw)) return raw;
  const data = (raw as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? Buffer.from(data as number[]) : undefined;
}

/** What the API says about a request it could not even read. */
const MESSAGES: Record<number, string> = {
  408: 'The request took too long to arrive',
  431: 'The request address or headers are too long',
  400: 'The request could not be read',
};

const CODES: Record<number, string> = {
  408: ERROR_CODES.requestTimeout,
  431: ERROR_CODES.headersTooLarge,
  400: ERROR_CODES.badRequest,
};

/** The error page has no script, image or frame: its own inline style only. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** How much of the unread request is looked at to tell a page load from an API call (its long line too). */
const SNIFF_BYTES = 128 * 1024;

/**
 * Whether the request Node could not parse was a browser loading a page: a GET outside /api whose
 * Sec-Fetch-Mode (when the part of it Node read holds one) is `navigate`.
 */
function wasNavigation(raw: Buffer | undefined): boolean {
  if (!raw) return false;
  const head = raw.subarray(0, SNIFF_BYTES).toString('latin1');
  if (!/^(GET|HEAD) \/(?!api\/)/.test(head)) return false;
  const mode = /\r\nsec-fetch-mode:\s*([a-z-]+)/i.exec(head)?.[1];
  return mode === undefined || mode.toLowerCase() === 'navigate';
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (a request line or headers over Node's
 * limit: 431; a timeout: 408; anything else: 400) is answered in the API's one error shape, or, for a
 * browser loading a page (a reload of a 20,000-character search), with the portal's own page, never
 * Fastify's default JSON. The connection is then closed, as Node does.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const page = wasNavigation(rawPacketOf(error));
  const body = page
    ? errorPageHtml(status)
    : JSON.stringify({ errors: [{ param: '', message: MESSAGES[status], code: CODES[status] }] });
  const type = page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Content-Security-Policy: ${PAGE_POLICY}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
