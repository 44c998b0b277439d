/**
 * Names of the error statuses a call can fail with, in the UPPER_SNAKE form the spec keys its messages
 * by (spec §8: FORBIDDEN, NOT_FOUND, UNAUTHORIZED, INTERNAL_SERVER_ERROR) and the API error envelope
 * uses as its `code` (DESIGN §1).
 */
export const httpStatusNames = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  411: 'LENGTH_REQUIRED',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'UNPROCESSABLE_ENTITY',
  425: 'TOO_EARLY',
  428: 'PRECONDITION_REQUIRED',
  429: 'TOO_MANY_REQUESTS',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  451: 'UNAVAILABLE_FOR_LEGAL_REASONS',
  500: 'INTERNAL_SERVER_ERROR',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
} as const satisfies Readonly<Record<number, string>>

/** The status's name, e.g. 404 → `NOT_FOUND`; undefined for a status without a standard name. */
export function httpStatusName(status: number): string | undefined {
  return isNamedStatus(status) ? httpStatusNames[status] : undefined
}

export type NamedStatus = keyof typeof httpStatusNames

export function isNamedStatus(status: number): status is NamedStatus {
  return Object.hasOwn(httpStatusNames, status)
}
