import { z } from 'zod/mini'

/** `POST /api/v1/form/submit` (DESIGN §1, spec §7 call 10). */
export const formSubmitPath = '/api/v1/form/submit'

/**
 * The body of a form submission (issue 16). `values` are checked against the form's own fields by
 * domain/form-values-schema.ts once the form is found by `formId`. Spam defence without a third party:
 * `startedAt` is when the form was shown (epoch ms, the browser's clock), so a send faster than a person
 * can fill a form is recognised; `honeypot` is the hidden field only a robot fills in.
 */
export const formSubmitRequestSchema = z.strictObject({
  formId: z.string().check(z.minLength(1), z.maxLength(100)),
  values: z.record(z.string(), z.unknown()),
  startedAt: z.optional(z.number().check(z.int(), z.nonnegative())),
  honeypot: z.optional(z.string().check(z.maxLength(1000))),
})

export type FormSubmitRequest = z.infer<typeof formSubmitRequestSchema>

/** The answer to a submission that was taken. */
export const formSubmitResponseSchema = z.object({ received: z.literal(true) })

export type FormSubmitResponse = z.infer<typeof formSubmitResponseSchema>
