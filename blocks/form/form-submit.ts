import { createHttpClient } from '#http/http-client.ts'
import {
  formSubmitPath,
  formSubmitResponseSchema,
  type FormSubmitRequest,
  type FormSubmitResponse,
} from '#schemas/form-submission.ts'
import type { Locale } from '#schemas/locale.ts'

/**
 * spec §7 call 10: `POST /api/v1/form/submit` with the form payload and the locale header, through the
 * site's HTTP client (a POST is never retried: a second send would store the message twice).
 */
export function submitForm(
  request: FormSubmitRequest,
  options: { locale: Locale; baseUrl?: string },
): Promise<FormSubmitResponse> {
  return createHttpClient({ baseUrl: options.baseUrl ?? '/', locale: options.locale }).request(
    formSubmitPath,
    formSubmitResponseSchema,
    { method: 'POST', body: request },
  )
}

/** spec §8 form submit failure: the tracking event 'Error Message', status 500, type exception. */
export const formSubmitErrorEvent = {
  event: 'Error Message',
  errorStatus: 500,
  errorType: 'exception',
} as const
