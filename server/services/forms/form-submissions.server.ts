import type { StoredFormValue } from '#domain/form-rules.ts'
import type { Locale } from '#schemas/locale.ts'
import type { Database } from '#server/db/database.server.ts'
import { formSubmissions } from '#server/db/schema.server.ts'

/** One accepted submission of a CMS form (issue 16). */
export interface FormSubmission {
  formId: string
  locale: Locale
  /** The values as the form's rules accepted them (domain/form-rules.ts `storedFormValues`). */
  values: Readonly<Record<string, StoredFormValue>>
  /** The request that brought it, to find its log lines. */
  requestId?: string
}

/**
 * Where submissions go (DESIGN §2: nothing a visitor submits is lost). The database is the one
 * implementation today; a CRM or a ticketing system would be another behind the same interface.
 */
export interface FormSubmissions {
  store(submission: FormSubmission): Promise<{ id: string }>
}

/** Submissions as rows of `form_submissions`, on PGlite or PostgreSQL alike. */
export function createDatabaseFormSubmissions(database: Database): FormSubmissions {
  return {
    async store(submission) {
      const [row] = await database.db
        .insert(formSubmissions)
        .values({
          formId: submission.formId,
          locale: submission.locale,
          values: submission.values,
          requestId: submission.requestId ?? null,
        })
        .returning({ id: formSubmissions.id })
      if (row === undefined) throw new Error('the database stored the form submission but returned no row')
      return { id: row.id }
    },
  }
}
