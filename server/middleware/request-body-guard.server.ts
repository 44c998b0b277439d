import { createMiddleware } from 'hono/factory'
import { ApiError } from '#server/api/api-error.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, `The request body is larger than ${maxBytes} bytes.`)
}

/**
 * Holds request bodies to a size (413 in the error envelope):
 * - a body that says it is larger (`Content-Length`) is refused before anything reads it;
 * - a body without a length (chunked) is counted as the route reads it, and the read fails with 413
 *   once it passes the limit, so no route ever holds more than the limit in memory.
 * Node's parser has already refused a malformed `Content-Length` and the `Transfer-Encoding` tricks (400,
 * server/http/client-errors.server.ts). A path no route takes is answered without reading the body at all.
 *
 * Hono's own `bodyLimit` cannot be used here: it rewraps the request with `new Request(request)`, which
 * the production server's request object does not survive (a 500 for every PUT, PATCH and DELETE
 * without a body, issue 11).
 */
export function requestBodyGuard(options: { maxBytes: number }) {
  const { maxBytes } = options
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header('content-length')
    if (declared !== undefined) {
      const length = /^\d{1,15}$/.test(declared.trim()) ? Number(declared.trim()) : Number.NaN
      if (Number.isNaN(length)) throw new ApiError(400, 'Content-Length is not a number of bytes.')
      if (length > maxBytes) throw tooLarge(maxBytes)
    } else if (c.req.header('transfer-encoding') !== undefined && c.req.raw.body !== null) {
      // HTTP/1.1 sends a body of unknown length chunked; without either header there is no body.
      let received = 0
      const counted = c.req.raw.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            received += chunk.byteLength
            if (received > maxBytes) controller.error(tooLarge(maxBytes))
            else controller.enqueue(chunk)
          },
        }),
      )
      // A streamed request body needs `duplex: 'half'` (Fetch), which the DOM typings do not list yet.
      const init: RequestInit & { duplex: 'half' } = {
        method: c.req.method,
        headers: new Headers([...c.req.raw.headers]),
        body: counted,
        duplex: 'half',
        signal: c.req.raw.signal,
      }
      try {
        c.req.raw = new Request(c.req.url, init)
      } catch {
        // Fetch refuses some methods outright (TRACE, TRACK): no route here takes them either.
        throw new ApiError(400, `${c.req.method} requests cannot carry a body here.`)
      }
    }
    await next()
  })
}
