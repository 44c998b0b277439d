/** HTTP statuses that have a message of their own, by the status name the message is keyed by (spec §8). */
export const httpStatusNames = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  500: 'INTERNAL_SERVER_ERROR',
} as const

type HttpStatusName = (typeof httpStatusNames)[keyof typeof httpStatusNames]

/** spec §8: the generic message, and the fallback of every error notice without a message of its own. */
export const genericErrorMessageKey = 'messages.something-went-wrong'

export type HttpErrorMessageKey = `httpErrors.${HttpStatusName}` | typeof genericErrorMessageKey

function hasOwnMessage(status: number): status is keyof typeof httpStatusNames {
  return Object.hasOwn(httpStatusNames, status)
}

/**
 * The message key for a failed call's status (spec §8: "a translated text keyed by the status name";
 * any other status falls back to 'Something went wrong'), e.g. 404 → `httpErrors.NOT_FOUND`.
 */
export function httpErrorMessageKey(status: number): HttpErrorMessageKey {
  return hasOwnMessage(status) ? `httpErrors.${httpStatusNames[status]}` : genericErrorMessageKey
}
