import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The JSON error envelope of every API answer (DESIGN §1). */
export interface ErrorEnvelope {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
}

/** Thrown by API handlers; the API error handler turns it into the envelope with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = codeByStatus[status] ?? 'ERROR',
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
