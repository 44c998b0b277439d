import { useRef, type SubmitEvent } from 'react'
import { splitInternationalNumber } from '#domain/checkout-customer.ts'
import type { CheckoutCustomerData, TelephonePrefix } from '#schemas/userinfo.ts'
import { focusFirstInvalidField, useAppForm } from '../forms/form-hook.tsx'
import { useT } from '../translation.tsx'
import {
  customerDataOf,
  customerDetailsSchema,
  customerDetailsValuesOf,
  type CustomerDetailsValues,
} from './customer-details-schema.ts'

/** spec §9: the country list puts NO, SE, FI first; these are the three prefixes (spec §3). */
const prefixOrder: readonly TelephonePrefix[] = ['NO|47', 'SE|46', 'FIN|358']

const prefixLabelKeys = {
  'NO|47': 'checkout.details.prefix.NO',
  'SE|46': 'checkout.details.prefix.SE',
  'FIN|358': 'checkout.details.prefix.FIN',
} as const satisfies Record<TelephonePrefix, string>

export interface CustomerDetailsStepProps {
  customerData: CheckoutCustomerData
  sendSms: boolean
  /** Every change, so a reload or Back keeps what was typed (spec §4 `userinfo`). */
  onChange: (customerData: CheckoutCustomerData, sendSms: boolean) => void
  /** The details passed the spec §5 rules. */
  onContinue: () => void
  onBack: () => void
}

/**
 * Step 2 (issue 15): the customer details through the site's form hook. Messages show when a field is
 * left or the form is sent; a refused send moves focus to the first field in error. A pasted
 * international number (+358…, +47…, +46…) is split into the prefix and the number (spec §3).
 */
export function CustomerDetailsStep({
  customerData,
  sendSms,
  onChange,
  onContinue,
  onBack,
}: CustomerDetailsStepProps) {
  const t = useT()
  const formElement = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: customerDetailsValuesOf(customerData, sendSms),
    validators: { onBlur: customerDetailsSchema, onSubmit: customerDetailsSchema },
    listeners: {
      onChange: ({ formApi }) => {
        const values: CustomerDetailsValues = formApi.state.values
        onChange(customerDataOf(values), values.sendSms)
      },
    },
    onSubmit: () => onContinue(),
    // After the errors render: the first one takes focus (a microtask is too early for React's commit).
    onSubmitInvalid: () => requestAnimationFrame(() => focusFirstInvalidField(formElement.current)),
  })
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.handleSubmit()
  }
  const splitPastedNumber = (typed: string) => {
    const split = splitInternationalNumber(typed)
    if (split === null) return
    form.setFieldValue('telephonePrefix', split.telephonePrefix)
    form.setFieldValue('telephoneNumber', split.telephoneNumber)
  }
  return (
    // POST, never the browser's default GET, which would put the visitor's details into the address: the
    // form is sent by its code (ADR 044).
    <form ref={formElement} className="checkout-details" method="post" onSubmit={submit} noValidate>
      <p className="checkout-step__intro">{t('checkout.details.intro')}</p>
      <form.AppField name="email">
        {(field) => <field.TextField label={t('checkout.details.email')} type="email" autoComplete="email" />}
      </form.AppField>
      <form.AppField name="emailConfirmation">
        {(field) => (
          <field.TextField
            label={t('checkout.details.emailConfirmation')}
            type="email"
            autoComplete="email"
          />
        )}
      </form.AppField>
      <div className="checkout-details__row">
        <form.AppField name="firstname">
          {(field) => <field.TextField label={t('checkout.details.firstname')} autoComplete="given-name" />}
        </form.AppField>
        <form.AppField name="lastname">
          {(field) => <field.TextField label={t('checkout.details.lastname')} autoComplete="family-name" />}
        </form.AppField>
      </div>
      <div className="checkout-details__row checkout-details__row--phone">
        <form.AppField name="telephonePrefix">
          {(field) => (
            <field.SelectField
              label={t('checkout.details.telephonePrefix')}
              options={prefixOrder.map((prefix) => ({ value: prefix, label: t(prefixLabelKeys[prefix]) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="telephoneNumber">
          {(field) => (
            <field.TextField
              label={t('checkout.details.telephoneNumber')}
              hint={t('checkout.details.telephoneHint')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              onValueChange={splitPastedNumber}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="sendSms">
        {(field) => <field.CheckboxField label={t('checkout.details.sendSms')} />}
      </form.AppField>
      <form.AppField name="emailOffers">
        {(field) => <field.CheckboxField label={t('checkout.details.marketing')} />}
      </form.AppField>
      <div className="checkout-step__actions">
        <button type="button" className="button" onClick={onBack}>
          {t('checkout.back')}
        </button>
        <form.AppForm>
          <form.SubmitButton>{t('checkout.next')}</form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  )
}
