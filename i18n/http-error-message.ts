import { httpStatusNames } from '#domain/http-status-name.ts'
import type { CheckedMessageKey } from './message-key.ts'

/** spec §8: the statuses whose message is keyed by their own status name; every other one is generic. */
export const statusesWithOwnMessage = [401, 403, 404, 500] as const

type OwnMessageStatus = (typeof statusesWithOwnMessage)[number]

/** spec §8: the generic message, and the fallback of every error notice without a message of its own. */
export const genericErrorMessageKey = 'messages.something-went-wrong'

// Checked against the catalogue: a status added to statusesWithOwnMessage needs its text first.
export type HttpErrorMessageKey = CheckedMessageKey<
  `httpErrors.${(typeof httpStatusNames)[OwnMessageStatus]}` | typeof genericErrorMessageKey
>

function hasOwnMessage(status: number): status is OwnMessageStatus {
  return statusesWithOwnMessage.some((own) => own === status)
}

/**
 * The message key for a failed call's status (spec §8: "a translated text keyed by the status name";
 * any other status falls back to 'Something went wrong'), e.g. 404 → `httpErrors.NOT_FOUND`.
 */
export function httpErrorMessageKey(status: number): HttpErrorMessageKey {
  return hasOwnMessage(status) ? `httpErrors.${httpStatusNames[status]}` : genericErrorMessageKey
}
