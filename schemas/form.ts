import { z } from 'zod'

/**
 * A form as editors build it in the CMS (issue 16): its fields, each with the spec §5 rules and their
 * bounds (the spec leaves the actual bounds to the CMS). The server reads it from content to check a
 * submission; the browser gets it parsed, inside the `form` block's data, and checks with the same rules
 * (domain/form-rules.ts).
 */

/** A field's name is the key of its value in the submission and in the stored row. */
export const formFieldNameSchema = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/, 'a letter, then up to 63 letters, digits, _ or -')

const fieldBase = {
  name: formFieldNameSchema,
  label: z.string().min(1),
  /** Shown under the label and read with the field. */
  hint: z.string().min(1).optional(),
  required: z.boolean().default(false),
}

/** spec §5 `matches`: the value must equal this other field's value (an e-mail confirmation). */
const matches = formFieldNameSchema.optional()
/** spec §5 `equals`: the value must be exactly this one (a control question). */
const equals = z.string().min(1).optional()

const textRules = {
  minLength: z.int().positive().optional(),
  maxLength: z.int().positive().max(10_000).optional(),
  /** spec §5 `forbidden symbols`: none of these characters may appear in the value. */
  forbiddenSymbols: z.string().min(1).optional(),
  matches,
  equals,
  /** The browser's autofill token (`name`, `email`, `tel`, …). */
  autoComplete: z
    .string()
    .regex(/^[a-z][a-z -]*$/)
    .optional(),
}

const optionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) })

const options = z
  .array(optionSchema)
  .min(1)
  .max(50)
  .superRefine((list, context) => {
    const seen = new Set<string>()
    list.forEach((option, index) => {
      if (seen.has(option.value)) {
        context.addIssue({
          code: 'custom',
          message: `duplicate option value "${option.value}"`,
          path: [index, 'value'],
        })
      }
      seen.add(option.value)
    })
  })

export const textFormFieldSchema = z.object({
  type: z.enum(['text', 'email', 'phone', 'internationalPhone', 'textarea']),
  ...fieldBase,
  ...textRules,
})

export const numberFormFieldSchema = z.object({
  type: z.literal('number'),
  ...fieldBase,
  minValue: z.number().optional(),
  maxValue: z.number().optional(),
  /** spec §5 `maximum decimals`: at most this many digits after the decimal separator. */
  maxDecimals: z.int().nonnegative().max(10).optional(),
  /** spec §5 `round to n`: the value must be a multiple of this step (5, 0.5). */
  roundTo: z.number().positive().optional(),
  matches,
  equals,
})

export const choiceFormFieldSchema = z.object({
  type: z.enum(['select', 'radio']),
  ...fieldBase,
  options,
  equals,
})

export const checkboxGroupFormFieldSchema = z.object({
  type: z.literal('checkboxGroup'),
  ...fieldBase,
  options,
  /** spec §5 `checked amount`: exactly this many options must be chosen. */
  checkedAmount: z.int().positive().optional(),
})

/** The visitor agrees to something (the privacy policy); when required, the box must be ticked. */
export const consentFormFieldSchema = z.object({
  type: z.literal('consent'),
  ...fieldBase,
  /** Absent: the catalogue's sentence agreeing to the privacy policy, with its link (`form.privacyConsent`). */
  label: z.string().min(1).optional(),
})

export const formFieldSchema = z.discriminatedUnion('type', [
  textFormFieldSchema,
  numberFormFieldSchema,
  choiceFormFieldSchema,
  checkboxGroupFormFieldSchema,
  consentFormFieldSchema,
])

export type FormField = z.infer<typeof formFieldSchema>
export type FormFieldType = FormField['type']

function checkBounds(field: FormField, index: number, context: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', message, path: [index, path] })
  if (
    'minLength' in field &&
    field.minLength !== undefined &&
    field.maxLength !== undefined &&
    field.minLength > field.maxLength
  ) {
    issue('minLength', 'minLength is larger than maxLength')
  }
  if (
    field.type === 'number' &&
    field.minValue !== undefined &&
    field.maxValue !== undefined &&
    field.minValue > field.maxValue
  ) {
    issue('minValue', 'minValue is larger than maxValue')
  }
  if (
    field.type === 'checkboxGroup' &&
    field.checkedAmount !== undefined &&
    field.checkedAmount > field.options.length
  ) {
    issue('checkedAmount', `checkedAmount is more than the ${field.options.length} options`)
  }
  if (
    (field.type === 'select' || field.type === 'radio') &&
    field.equals !== undefined &&
    !field.options.some((option) => option.value === field.equals)
  ) {
    issue('equals', `"${field.equals}" is not one of the options`)
  }
}

/**
 * The fields of one form: names unique (they key the values), a `matches` names another field of the
 * form, and every bound makes sense, so an editor's mistake is named at the start or in preview instead
 * of making a form that nobody can send.
 */
export const formFieldsSchema = z
  .array(formFieldSchema)
  .min(1)
  .max(40)
  .superRefine((fields, context) => {
    const names = new Set<string>()
    fields.forEach((field, index) => {
      if (names.has(field.name)) {
        context.addIssue({
          code: 'custom',
          message: `duplicate field name "${field.name}"`,
          path: [index, 'name'],
        })
      }
      names.add(field.name)
      checkBounds(field, index, context)
    })
    fields.forEach((field, index) => {
      if (!('matches' in field) || field.matches === undefined) return
      if (field.matches === field.name || !names.has(field.matches)) {
        context.addIssue({
          code: 'custom',
          message: `matches names no other field of the form: "${field.matches}"`,
          path: [index, 'matches'],
        })
      }
    })
  })

/** The `form` block (issue 16): a heading, an optional lead, the fields and the texts around sending. */
export const formBlockSchema = z.object({
  /** Also the form's id in a submission and in the stored row: unique among the forms of a market. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'lowercase letters, digits and hyphens'),
  contentType: z.literal('form'),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  fields: formFieldsSchema,
  /** The send button; the catalogue's 'Send' when absent. */
  submitLabel: z.string().min(1).optional(),
  /** Shown once the form was sent; the catalogue's thank-you when absent. */
  successMessage: z.string().min(1).optional(),
})

export type FormBlock = z.infer<typeof formBlockSchema>
