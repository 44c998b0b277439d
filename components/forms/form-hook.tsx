import { createFormHook, createFormHookContexts, useSelector } from '@tanstack/react-form'
import { useId, type ReactNode } from 'react'
import { useT } from '../translation.tsx'
import { firstErrorMessage } from './validation-message.ts'
import './form-fields.css'

/**
 * The site's one form hook (DESIGN §4 forms, issue 15): every form is built from these fields, so each
 * is labelled, described and announced the same way, and shows spec §5 messages in the page's language
 * when it is left (blur) or the form is sent.
 */
const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** An error is shown once the field was left or the form was sent, never while the visitor first types. */
function useShownError(): string | null {
  const t = useT()
  const field = useFieldContext<unknown>()
  const submitted = useSelector(field.form.store, (state) => state.submissionAttempts > 0)
  const { errors, isBlurred } = field.state.meta
  if (!isBlurred && !submitted) return null
  const key = firstErrorMessage(errors)
  return key === null ? null : t(key)
}

interface FieldTexts {
  label: string
  /** A hint under the label, read with the field. */
  hint?: string
}

function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string
  errorId: string
  hint?: string
  error: string | null
}) {
  return (
    <>
      {hint !== undefined && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error !== null && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </>
  )
}

function describedBy(
  ids: { hintId: string; errorId: string },
  hint: string | undefined,
  error: string | null,
) {
  const parts = [hint === undefined ? null : ids.hintId, error === null ? null : ids.errorId].filter(
    (part) => part !== null,
  )
  return parts.length === 0 ? undefined : parts.join(' ')
}

function TextField({
  label,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  onValueChange,
}: FieldTexts & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  /** Told of every typed value after the field took it (e.g. to split a pasted phone number). */
  onValueChange?: (value: string) => void
}) {
  const field = useFieldContext<string>()
  const id = useId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const error = useShownError()
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        name={field.name}
        className="form-field__input"
        type={type}
        value={field.state.value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        aria-invalid={error !== null}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(event) => {
          field.handleChange(event.target.value)
          onValueChange?.(event.target.value)
        }}
        onBlur={field.handleBlur}
      />
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  )
}

function SelectField({
  label,
  hint,
  options,
  autoComplete,
}: FieldTexts & { options: readonly { value: string; label: string }[]; autoComplete?: string }) {
  const field = useFieldContext<string>()
  const id = useId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const error = useShownError()
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select
        id={id}
        name={field.name}
        className="form-field__input"
        value={field.state.value}
        autoComplete={autoComplete}
        aria-invalid={error !== null}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen !== undefined) field.handleChange(chosen.value)
        }}
        onBlur={field.handleBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  )
}

function CheckboxField({ label, hint }: FieldTexts) {
  const field = useFieldContext<boolean>()
  const id = useId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const error = useShownError()
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        name={field.name}
        type="checkbox"
        className="form-field__checkbox"
        checked={field.state.value}
        aria-invalid={error !== null}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  )
}

function SubmitButton({ children }: { children: ReactNode }) {
  const form = useFormContext()
  const submitting = useSelector(form.store, (state) => state.isSubmitting)
  return (
    <button type="submit" className="button button--primary" aria-disabled={submitting}>
      {children}
    </button>
  )
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, CheckboxField },
  formComponents: { SubmitButton },
})

/**
 * spec §5 (issue 15): after a refused submit, focus goes to the first field that says what is wrong, so
 * a keyboard or screen-reader user lands on it. Called once the errors have rendered.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  invalid?.focus()
}
