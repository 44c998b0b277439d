import { z } from 'zod/mini'
import type { FormField } from '#schemas/form.ts'
import { formErrors, type FormValue } from './form-rules.ts'

/** No single field needs more; a longer value is refused before any rule reads it. */
const maxTextLength = 10_000

function valueSchema(field: FormField) {
  switch (field.type) {
    case 'consent':
      return z.boolean()
    case 'checkboxGroup':
      return z.array(z.string().check(z.maxLength(200))).check(z.maxLength(field.options.length))
    default:
      return z.string().check(z.maxLength(maxTextLength))
  }
}

/**
 * The one validator of a CMS form (issue 16, ADR 018): the browser's form validates with it on blur and on
 * submit, and `POST /api/v1/form/submit` parses the submitted values with it, so both always agree. The
 * values must be exactly the form's fields, each of its kind (text, chosen options, a ticked box): anything
 * else is a malformed request. Then every spec §5 rule of domain/form-rules.ts runs, and each failing
 * field is an issue at its name with the catalogue key as its message.
 */
export function formValuesSchema(fields: readonly FormField[]) {
  const shape: Record<string, ReturnType<typeof valueSchema>> = {}
  for (const field of fields) shape[field.name] = valueSchema(field)
  return z.strictObject(shape).check(
    z.superRefine((values: Record<string, FormValue>, context) => {
      for (const [name, messageKey] of Object.entries(formErrors(fields, values))) {
        context.issues.push({ code: 'custom', message: messageKey, path: [name], input: values[name] })
      }
    }),
  )
}
