import { formBlockSchema } from '#schemas/form.ts'

/**
 * Form (issue 16): what the content system sends for this block. The schema lives in schemas/form.ts,
 * because the server reads the same definition to check a submission (server/api/form-submit.server.ts).
 */
export const formSchema = formBlockSchema

export type { FormBlock } from '#schemas/form.ts'
