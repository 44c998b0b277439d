import { useEffect, useLayoutEffect, useMemo, useRef, useState, type SubmitEvent } from 'react'
import type { BlockProps } from '#blocks/define-block.ts'
import { pushToDataLayer } from '#components/data-layer.ts'
import { focusFirstInvalidField, useAppForm, type MessageValues } from '#components/forms/form-hook.tsx'
import { useHref, useLocale } from '#components/locale-context.tsx'
import { showNotice } from '#components/notices/notice-store.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { Trans } from '#components/trans.tsx'
import { useT } from '#components/translation.tsx'
import { useHydrated } from '#components/use-hydrated.ts'
import { initialFormValues, messageValuesOf, type FormRuleMessageKey } from '#domain/form-rules.ts'
import { formValuesSchema } from '#domain/form-values-schema.ts'
import type { CheckedMessageKey } from '#i18n/message-key.ts'
import { policyPath } from '#i18n/policy-paths.ts'
import type { FormField } from '#schemas/form.ts'
import { formSubmitErrorEvent, submitForm } from './form-submit.ts'
import type { FormBlock } from './form.schema.ts'
import '#components/visually-hidden.css'
import './form.css'

/**
 * The bounds a field's messages name. Typed through `CheckedMessageKey`, so a rule key of
 * domain/form-rules.ts that is not a text of the catalogue fails the typecheck here.
 */
function messageValuesFor(field: FormField): MessageValues {
  const values: Partial<Record<CheckedMessageKey<FormRuleMessageKey>, { n: number }>> = messageValuesOf(field)
  return values
}

/** The browser's autofill for a field the editor gave none. */
function autoCompleteOf(field: FormField): string | undefined {
  if ('autoComplete' in field && field.autoComplete !== undefined) return field.autoComplete
  if (field.type === 'email') return 'email'
  if (field.type === 'phone' || field.type === 'internationalPhone') return 'tel'
  return undefined
}

/** When the page was first painted (its first contentful paint), or, not reported, when it was opened. */
function pageShownAt(): number {
  const [firstPaint] = performance.getEntriesByName('first-contentful-paint')
  // Whole milliseconds, as `Date.now()` gives them and the server takes them.
  return Math.round(performance.timeOrigin + (firstPaint?.startTime ?? 0))
}

/**
 * A form built by editors (issue 16): every field through the site's one form hook, validated on blur and
 * on send by the same spec §5 rules the server applies (domain/form-values-schema.ts), messages from the
 * catalogue in the page's language, focus on the first field in error after a refused send. Spam
 * defence without a third party: a hidden field only robots fill in, and the time the form was shown, so
 * the server can tell a send faster than anyone types. A failed send (spec §8) shows 'Could not submit
 * form, try again later', tracks 'Error Message' and leaves every field as the visitor typed it.
 */
export function Form({ block }: BlockProps<FormBlock>) {
  const t = useT()
  const hydrated = useHydrated()
  const locale = useLocale()
  const href = useHref()
  const headingId = `${block.id}-heading`
  const formElement = useRef<HTMLFormElement>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  // When the visitor could start filling in: for a form the server rendered, when the page was first
  // painted, since the browser's fields take typing before the form hydrates; for one mounted in the
  // browser (a client navigation), when it mounts. From hydration the server would take a form filled
  // before it for a robot's, sent faster than anyone types, and drop it.
  const [renderedByTheServer] = useState(() => !hydrated)
  const shownAt = useRef<number | null>(null)
  // Before a send the visitor pressed before hydration is made (form-hook.tsx, after the commit).
  useLayoutEffect(() => {
    shownAt.current = renderedByTheServer ? pageShownAt() : Date.now()
  }, [renderedByTheServer])
  const [sent, setSent] = useState(false)
  const status = useRef<HTMLParagraphElement>(null)
  // The form (and the button that had focus) is gone once sent: focus moves to the thanks instead.
  useEffect(() => {
    if (sent) status.current?.focus()
  }, [sent])
  const schema = useMemo(() => formValuesSchema(block.fields), [block.fields])
  const form = useAppForm({
    defaultValues: initialFormValues(block.fields),
    // Checked on every change, so no field keeps a message its value no longer earns (a box ticked
    // after another field was left); shown only once the field was left or the form sent (form-hook.tsx).
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      try {
        await submitForm(
          {
            formId: block.id,
            values: value,
            ...(shownAt.current === null ? {} : { startedAt: shownAt.current }),
            ...(honeypot.current === null || honeypot.current.value === ''
              ? {}
              : { honeypot: honeypot.current.value }),
          },
          { locale },
        )
        setSent(true)
      } catch (error) {
        showNotice({ kind: 'error', messageKey: 'form.submitFailed' })
        pushToDataLayer(window, formSubmitErrorEvent)
        // Into the form's state (`isSubmitSuccessful: false`); the values stay as typed.
        throw error
      }
    },
    // After the errors render: the first one takes focus (a microtask is too early for React's commit).
    onSubmitInvalid: () => requestAnimationFrame(() => focusFirstInvalidField(formElement.current)),
  })
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A failed send was told to the visitor (notice) and the tag manager in onSubmit.
    form.handleSubmit().catch(() => undefined)
  }
  const labelOf = (field: FormField & { label: string }) =>
    field.required ? field.label : `${field.label} (${t('form.optional')})`

  const renderField = (field: FormField) => {
    const common = {
      hint: field.hint,
      required: field.required,
      messageValues: messageValuesFor(field),
    }
    switch (field.type) {
      case 'textarea':
        return (
          <form.AppField key={field.name} name={field.name}>
            {(api) => <api.TextareaField label={labelOf(field)} {...common} />}
          </form.AppField>
        )
      case 'number':
        return (
          <form.AppField key={field.name} name={field.name}>
            {(api) => <api.NumberField label={labelOf(field)} {...common} />}
          </form.AppField>
        )
      case 'select':
        return (
          <form.AppField key={field.name} name={field.name}>
            {(api) => (
              <api.SelectField
                label={labelOf(field)}
                {...common}
                options={field.options}
                placeholder={t('form.choose')}
              />
            )}
          </form.AppField>
        )
      case 'radio':
        return (
          <form.AppField key={field.name} name={field.name}>
            {(api) => <api.RadioGroupField label={labelOf(field)} {...common} options={field.options} />}
          </form.AppField>
        )
      case 'checkboxGroup':
        return (
          <form.AppField key={field.name} name={field.name}>
            {(api) => <api.CheckboxGroupField label={labelOf(field)} {...common} options={field.options} />}
          </form.AppField>
        )
      case 'consent':
        return (
          <form.AppField key={field.name} name={field.name}>
            {(api) => (
              <api.CheckboxField
                {...common}
                label={
                  field.label ?? (
                    <Trans
                      messageKey="form.privacyConsent"
                      elements={{ privacyLink: <a href={href(policyPath('privacyPolicy', locale))} /> }}
                    />
                  )
                }
              />
            )}
          </form.AppField>
        )
      default:
        return (
          <form.AppField key={field.name} name={field.name}>
            {(api) => (
              <api.TextField
                label={labelOf(field)}
                {...common}
                type={field.type === 'email' ? 'email' : field.type === 'text' ? 'text' : 'tel'}
                inputMode={field.type === 'email' ? 'email' : field.type === 'text' ? 'text' : 'tel'}
                autoComplete={autoCompleteOf(field)}
              />
            )}
          </form.AppField>
        )
    }
  }

  return (
    <section className="form-block" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="form-block__heading">
        {block.heading}
      </BlockHeading>
      {block.lead !== undefined && <p className="form-block__lead">{block.lead}</p>}
      <p ref={status} role="status" className="form-block__status" tabIndex={-1}>
        {sent ? (block.successMessage ?? t('form.submitted')) : ''}
      </p>
      {!sent && (
        <form
          ref={formElement}
          className="form-block__form"
          aria-labelledby={headingId}
          // Never the browser's default GET, which would put what the visitor typed into the address
          // (and the server's logs): the form is sent by its code (ADR 044).
          method="post"
          onSubmit={submit}
          noValidate
        >
          {block.fields.map(renderField)}
          {/* Robots fill in every field; people never see, reach or hear this one. */}
          <div className="form-block__trap" aria-hidden="true">
            <label htmlFor={`${block.id}-extra-notes`}>{t('form.honeypot')}</label>
            <input
              ref={honeypot}
              id={`${block.id}-extra-notes`}
              name="extra_notes"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <form.AppForm>
            <form.SubmitButton>{block.submitLabel ?? t('form.submit')}</form.SubmitButton>
          </form.AppForm>
        </form>
      )}
    </section>
  )
}
