import { createFormHook, createFormHookContexts, useSelector, type AnyFormApi } from '@tanstack/react-form'
import { useCallback, type ReactNode } from 'react'
import { takeEarlyPress } from '#http/early-press.ts'
import { useT } from '../translation.tsx'
import { earlyPressMark } from '../use-early-press.ts'
import { valuesTypedBeforeHydration } from './typed-before-hydration.ts'
import { firstErrorMessage, type ValidationMessageKey } from './validation-message.ts'
import './form-fields.css'
import { useElementId } from '../element-id.tsx'
import { useHydrated } from '../use-hydrated.ts'

/**
 * The site's one form hook (DESIGN §4 forms, issue 15): every form is built from these fields, so each
 * is labelled, described and announced the same way, and shows spec §5 messages in the page's language
 * when it is left (blur) or the form is sent.
 */
const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The `{{placeholders}}` of the messages that name a bound ('at least {{n}} characters'), by message. */
export type MessageValues = Partial<Record<ValidationMessageKey, Record<string, string | number>>>

/** An error is shown once the field was left or the form was sent, never while the visitor first types. */
function useShownError(messageValues?: MessageValues): string | null {
  const t = useT()
  const field = useFieldContext<unknown>()
  const submitted = useSelector(field.form.store, (state) => state.submissionAttempts > 0)
  const { errors, isBlurred } = field.state.meta
  if (!isBlurred && !submitted) return null
  const key = firstErrorMessage(errors)
  return key === null ? null : t(key, messageValues?.[key])
}

interface FieldTexts {
  label: string
  /** A hint under the label, read with the field. */
  hint?: string
  /** The bounds the messages name (spec §5 'Field must contain at least {n} characters'). */
  messageValues?: MessageValues
  /** Whether the visitor must fill it in (the checkout's fields all are). */
  required?: boolean
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
  messageValues,
  required = true,
  type = 'text',
  autoComplete,
  inputMode,
  onValueChange,
}: FieldTexts & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  /** Told of every typed value after the field took it (e.g. to split a pasted phone number). */
  onValueChange?: (value: string) => void
}) {
  const field = useFieldContext<string>()
  const id = useElementId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const error = useShownError(messageValues)
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
        required={required}
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
  messageValues,
  required = true,
  options,
  placeholder,
  autoComplete,
}: FieldTexts & {
  options: readonly { value: string; label: string }[]
  /** A first, empty choice ('Choose…'), for a select that starts with nothing chosen. */
  placeholder?: string
  autoComplete?: string
}) {
  const field = useFieldContext<string>()
  const id = useElementId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const error = useShownError(messageValues)
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
        required={required}
        aria-invalid={error !== null}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(event) => {
          if (placeholder !== undefined && event.target.value === '') field.handleChange('')
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen !== undefined) field.handleChange(chosen.value)
        }}
        onBlur={field.handleBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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

/** A single box (a consent); its label may carry a link, so it is any content, not only text. */
function CheckboxField({
  label,
  hint,
  messageValues,
  required = false,
}: Omit<FieldTexts, 'label'> & { label: ReactNode }) {
  const field = useFieldContext<boolean>()
  const id = useElementId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const error = useShownError(messageValues)
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        name={field.name}
        type="checkbox"
        className="form-field__checkbox"
        checked={field.state.value}
        required={required}
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

/** A longer text (a message): the same label, hint and error wiring as a one-line field. */
function TextareaField({
  label,
  hint,
  messageValues,
  required = true,
  rows = 5,
}: FieldTexts & { rows?: number }) {
  const field = useFieldContext<string>()
  const id = useElementId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  const error = useShownError(messageValues)
  // Preact's hydration sets a textarea's value from its props, where it leaves every other field as it
  // is: controlled from the start, the text a visitor typed before hydration was erased before the form
  // could take it (SubmitButton, ADR 044, ADR 048). So it is given its first value as the server's text
  // and controlled from the render after hydration on, when the form holds what was typed.
  const hydrated = useHydrated()
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <textarea
        id={id}
        name={field.name}
        className="form-field__input form-field__textarea"
        rows={rows}
        {...(hydrated ? { value: field.state.value } : { defaultValue: field.state.value })}
        required={required}
        aria-invalid={error !== null}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  )
}

/**
 * A number as typed text, not `type="number"`: the browser's number input silently empties what it cannot
 * read, so the visitor would never see spec §5 'No letters allowed', and it refuses the Nordic comma.
 */
function NumberField(props: FieldTexts & { autoComplete?: string }) {
  return <TextField {...props} inputMode="decimal" />
}

interface GroupOption {
  value: string
  label: string
}

/**
 * The frame of a radio or checkbox group: a fieldset named by its legend. Each input carries the group's
 * hint and error in `aria-describedby` (a screen reader reads them when an input takes focus) and
 * `aria-invalid`, so a refused send can move focus to the group's first input.
 */
function OptionGroup({
  label,
  hint,
  error,
  children,
}: {
  label: string
  hint?: string
  error: string | null
  children: (input: {
    describedBy: string | undefined
    invalid: boolean
    optionId: (index: number) => string
  }) => ReactNode
}) {
  const id = useElementId()
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` }
  return (
    <fieldset className="form-field form-field--group">
      <legend className="form-field__label">{label}</legend>
      <div className="form-field__options">
        {children({
          describedBy: describedBy(ids, hint, error),
          invalid: error !== null,
          optionId: (index) => `${id}-option-${index}`,
        })}
      </div>
      <FieldMessages {...ids} hint={hint} error={error} />
    </fieldset>
  )
}

function RadioGroupField({
  label,
  hint,
  messageValues,
  required = true,
  options,
}: FieldTexts & { options: readonly GroupOption[] }) {
  const field = useFieldContext<string>()
  const error = useShownError(messageValues)
  return (
    <OptionGroup label={label} hint={hint} error={error}>
      {({ describedBy: description, invalid, optionId }) =>
        options.map((option, index) => (
          <div key={option.value} className="form-field__option">
            <input
              id={optionId(index)}
              type="radio"
              name={field.name}
              value={option.value}
              className="form-field__checkbox"
              checked={field.state.value === option.value}
              required={required}
              aria-invalid={invalid}
              aria-describedby={description}
              onChange={() => field.handleChange(option.value)}
              onBlur={field.handleBlur}
            />
            <label htmlFor={optionId(index)}>{option.label}</label>
          </div>
        ))
      }
    </OptionGroup>
  )
}

/**
 * Several boxes of one question. Whether one must be ticked is said in the legend ('(optional)' otherwise):
 * a `required` on each box would mean every box.
 */
function CheckboxGroupField({
  label,
  hint,
  messageValues,
  options,
}: FieldTexts & { options: readonly GroupOption[] }) {
  const field = useFieldContext<readonly string[]>()
  const error = useShownError(messageValues)
  const chosen = field.state.value
  const toggle = (value: string, checked: boolean) => {
    // Kept in the options' order, whatever order they were ticked in.
    field.handleChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? checked : chosen.includes(candidate))),
    )
  }
  return (
    <OptionGroup label={label} hint={hint} error={error}>
      {({ describedBy: description, invalid, optionId }) =>
        options.map((option, index) => (
          <div key={option.value} className="form-field__option">
            <input
              id={optionId(index)}
              type="checkbox"
              name={field.name}
              value={option.value}
              className="form-field__checkbox"
              checked={chosen.includes(option.value)}
              aria-invalid={invalid}
              aria-describedby={description}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.handleBlur}
            />
            <label htmlFor={optionId(index)}>{option.label}</label>
          </div>
        ))
      }
    </OptionGroup>
  )
}

/**
 * The form's send button. As the form hydrates (the button is its last control, so every field has
 * hydrated before it), it gives the form what the visitor typed before then (typed-before-hydration.ts),
 * and sends it if the visitor pressed it then: the page's first script kept the press and held the
 * browser's own send back, which would have put every field into the page's address (ADR 044).
 */
function SubmitButton({ children }: { children: ReactNode }) {
  const form = useFormContext()
  const submitting = useSelector(form.store, (state) => state.isSubmitting)
  const takeOver = useCallback(
    (button: HTMLButtonElement | null) => {
      const formElement = button?.form
      if (button === null || formElement === null || formElement === undefined) return
      // Any form of the hook: its fields are named by the form that renders the button.
      const anyForm: AnyFormApi = form
      for (const [name, value] of valuesTypedBeforeHydration(formElement, form.state.values)) {
        anyForm.setFieldValue(name, value)
      }
      // Sent as the visitor's press would have been, once React hears the form's submit event.
      if (takeEarlyPress(button)) setTimeout(() => formElement.requestSubmit(button))
    },
    [form],
  )
  return (
    <button
      ref={takeOver}
      {...earlyPressMark}
      type="submit"
      className="button button--primary"
      aria-disabled={submitting}
    >
      {children}
    </button>
  )
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextareaField,
    NumberField,
    SelectField,
    RadioGroupField,
    CheckboxField,
    CheckboxGroupField,
  },
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
