import { createMiddleware } from 'hono/factory'
import { ApiError } from '#server/api/api-error.ts'
import type { AppEnv } from '#server/app-env.ts'

/**
 * Refuses a body that says it is larger than the API takes before anything reads it: 413 in the error
 * envelope. Node's parser has already refused a malformed `Content-Length` and the `Transfer-Encoding`
 * tricks (400, see server/http/client-error.ts); a chunked body without a length is held to the same
 * limit by whoever reads it.
 *
 * Hono's own `bodyLimit` cannot be used here: for a body without `Content-Length` it wraps the request
 * in `new Request(request)`, which the production server's request object does not survive (a 500 for
 * every PUT, PATCH and DELETE without a body, issue 11).
 */
export function requestBodyGuard(options: { maxBytes: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header('content-length')
    if (declared !== undefined) {
      const length = /^\d{1,15}$/.test(declared.trim()) ? Number(declared.trim()) : Number.NaN
      if (Number.isNaN(length)) throw new ApiError(400, 'Content-Length is not a number of bytes.')
      if (length > options.maxBytes) {
        throw new ApiError(413, `The request body is larger than ${options.maxBytes} bytes.`)
      }
    }
    await next()
  })
}
