import type { EventEmitter } from 'node:events'
import { STATUS_CODES } from 'node:http'
import { Duplex } from 'node:stream'
import { httpStatusName } from '#domain/http-status-name.ts'
import type { Logger } from '#server/logger.server.ts'
import { errorEnvelope } from '#server/api/api-error.server.ts'

/**
 * Requests Node's HTTP parser refuses before the app sees them: header blocks over the size limit, a
 * malformed `Content-Length`, `Transfer-Encoding` tricks (request smuggling), a broken request line.
 * Node answers them with an empty 400 or 431 by default; these get the error envelope (DESIGN §1) like
 * every other refusal, and the connection is closed.
 */
const parserErrorStatus: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_UNEXPECTED_CONTENT_LENGTH: 400,
  HPE_INVALID_TRANSFER_ENCODING: 400,
  HPE_INVALID_CONTENT_LENGTH: 400,
}

const messages: Readonly<Record<number, string>> = {
  400: 'The request is not valid HTTP.',
  405: 'This server does not open tunnels: CONNECT is not allowed.',
  408: 'The request took too long to arrive.',
  431: 'The request headers are too large.',
}

function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return ''
  const code: unknown = Reflect.get(error, 'code')
  return typeof code === 'string' ? code : ''
}

/** A complete HTTP/1.1 answer in the error envelope, written straight to the socket. */
export function rawErrorResponse(status: number, extraHeaders: Record<string, string> = {}): string {
  const body = JSON.stringify(
    errorEnvelope(httpStatusName(status) ?? 'BAD_REQUEST', messages[status] ?? 'The request was refused.'),
  )
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...extraHeaders,
  }
  const headerLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headerLines.join('')}\r\n${body}`
}

function answer(socket: Duplex, response: string): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.end(response)
}

/**
 * Answers what the parser refuses, and CONNECT, which Node hands to a `connect` listener instead of the
 * app (without one it drops the connection without a word).
 */
export function answerClientErrors(server: EventEmitter, logger: Logger): void {
  server.on('clientError', (error: unknown, socket: unknown) => {
    if (!(socket instanceof Duplex)) return
    const code = errorCode(error)
    // The client went away: nobody to answer.
    if (code === 'ECONNRESET' || code === 'EPIPE') {
      socket.destroy()
      return
    }
    const status = parserErrorStatus[code] ?? 400
    logger.info({ code, status }, 'request refused by the HTTP parser')
    answer(socket, rawErrorResponse(status))
  })
  server.on('connect', (_request: unknown, socket: unknown) => {
    if (socket instanceof Duplex) answer(socket, rawErrorResponse(405, { Allow: 'GET, HEAD' }))
  })
}
