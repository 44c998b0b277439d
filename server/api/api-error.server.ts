import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { httpStatusName } from '#domain/http-status-name.ts'
import { allowHeader } from '#server/http/allowed-methods.server.ts'

/** The JSON error envelope of every API answer (DESIGN §1). */
export interface ErrorEnvelope {
  error: { code: string; message: string; fields?: Record<string, string> }
}

/** Thrown by API handlers; the API error handler turns it into the envelope with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = httpStatusName(status) ?? 'ERROR',
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function errorEnvelope(code: string, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { error: { code, message, ...(fields === undefined ? {} : { fields }) } }
}

export function respondWithApiError(c: Context, error: ApiError): Response {
  const response = c.json(errorEnvelope(error.code, error.message, error.fields), error.status)
  for (const [name, value] of Object.entries(error.headers ?? {})) response.headers.set(name, value)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** 405 for a path that exists but not with this method: `Allow` names the ones it takes (RFC 9110 §15.5.6). */
export function methodNotAllowed(allowed: readonly string[]): ApiError {
  return new ApiError(
    405,
    `This address takes ${allowed.join(' or ')} only.`,
    'METHOD_NOT_ALLOWED',
    undefined,
    {
      Allow: allowHeader(allowed),
    },
  )
}
