import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'

/** An HTTP/1.1 answer read off the wire. */
export interface RawResponse {
  status: number
  /** Header names lower-cased; repeated headers joined with `, `. */
  headers: ReadonlyMap<string, string>
  body: Buffer
}

/**
 * Sends bytes as they are, with none of the checks a client library makes (methods, header values,
 * unicode in the request line), and reads the answer until the server closes the connection. For
 * tests that must say what the server does with requests no well-behaved client sends.
 */
export function sendRaw(
  target: { host: string; port: number },
  request: Buffer,
  timeoutMs = 15_000,
): Promise<RawResponse | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(target.port, target.host)
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no end of answer within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      // A server that answered before reading the whole body may leave the socket open for it: once the
      // answer is complete there is nothing more to wait for.
      if (isComplete(Buffer.concat(chunks))) socket.end()
    })
    // The server may close while we are still sending a body it refused: what it answered still counts.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parseResponse(Buffer.concat(chunks)))
    })
    socket.write(request)
  })
}

const headerEnd = Buffer.from('\r\n\r\n')

function splitHead(data: Buffer): { status: number; headers: Map<string, string>; rest: Buffer } | null {
  const end = data.indexOf(headerEnd)
  if (end === -1) return null
  const lines = data.subarray(0, end).toString('latin1').split('\r\n')
  const statusMatch = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')
  if (statusMatch === null) return null
  const headers = new Map<string, string>()
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':')
    if (colon === -1) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    const previous = headers.get(name)
    headers.set(name, previous === undefined ? value : `${previous}, ${value}`)
  }
  return { status: Number(statusMatch[1]), headers, rest: data.subarray(end + headerEnd.length) }
}

/** Undoes `Transfer-Encoding: chunked`; null while the last chunk has not arrived. */
function dechunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd === -1) return null
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return null
    if (size === 0) return Buffer.concat(parts)
    const start = lineEnd + 2
    if (data.length < start + size) return null
    parts.push(data.subarray(start, start + size))
    offset = start + size + 2
  }
}

function isComplete(data: Buffer): boolean {
  const head = splitHead(data)
  if (head === null) return false
  if (head.headers.get('transfer-encoding')?.toLowerCase() === 'chunked') return dechunk(head.rest) !== null
  const length = head.headers.get('content-length')
  return length !== undefined && head.rest.length >= Number(length)
}

function parseResponse(data: Buffer): RawResponse | null {
  const head = splitHead(data)
  if (head === null) return null
  const chunked = head.headers.get('transfer-encoding')?.toLowerCase() === 'chunked'
  const body = chunked ? (dechunk(head.rest) ?? head.rest) : head.rest
  return { status: head.status, headers: head.headers, body }
}

/** A GET with the Host header a browser on that domain would send (fetch may not set Host). */
export function getOnHost(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Host: host, ...headers } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}
