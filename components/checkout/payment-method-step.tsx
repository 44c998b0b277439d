import { useRef, useState, type SubmitEvent } from 'react'
import { banksFor } from '#domain/payment-banks.ts'
import { formatMoney } from '#i18n/format-price.ts'
import type { ChosenPaymentMethod } from '#machines/checkout/checkout-machine.ts'
import type { Currency } from '#schemas/money.ts'
import type { PaymentMethodType } from '#schemas/userinfo.ts'
import { useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { useElementId } from '../element-id.tsx'

/** spec §3: a card payment's card is typed on the provider's page; saved cards join with login. */
const newCard = 'new'

export interface PaymentMethodStepProps {
  paymentMethodType: PaymentMethodType | null
  bank: string | null
  total: number
  currency: Currency
  onChoose: (method: ChosenPaymentMethod) => void
  onPay: () => void
  onBack: () => void
}

type MissingChoice = 'method' | 'bank' | null

/**
 * Step 3 (spec §1: bank or card): the method, and for a bank payment the bank of the market. Paying
 * without a choice says what is missing and moves focus there.
 */
export function PaymentMethodStep({
  paymentMethodType,
  bank,
  total,
  currency,
  onChoose,
  onPay,
  onBack,
}: PaymentMethodStepProps) {
  const t = useT()
  const locale = useLocale()
  const id = useElementId()
  const formElement = useRef<HTMLFormElement>(null)
  const [missing, setMissing] = useState<MissingChoice>(null)
  // A bank payment is chosen in the machine once its bank is; until then the bank list shows here only.
  const [bankListOpen, setBankListOpen] = useState(false)
  const shownType: PaymentMethodType | null = bankListOpen ? 'bank' : paymentMethodType
  const banks = banksFor(locale)
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const lacking: MissingChoice =
      shownType === null
        ? 'method'
        : shownType === 'bank' && (paymentMethodType !== 'bank' || bank === null)
          ? 'bank'
          : null
    setMissing(lacking)
    if (lacking === null) {
      onPay()
      return
    }
    requestAnimationFrame(() =>
      formElement.current
        ?.querySelector<HTMLInputElement>(`fieldset[data-choice="${lacking}"] input`)
        ?.focus(),
    )
  }
  const methodErrorId = `${id}-method-error`
  const bankErrorId = `${id}-bank-error`
  return (
    <form ref={formElement} className="checkout-payment" onSubmit={submit} noValidate>
      <fieldset
        className="checkout-payment__choices"
        data-choice="method"
        aria-describedby={missing === 'method' ? methodErrorId : undefined}
      >
        <legend className="checkout-payment__legend">{t('checkout.payment.methodLegend')}</legend>
        <label className="checkout-payment__option">
          <input
            type="radio"
            name="paymentMethodType"
            value="bank"
            checked={shownType === 'bank'}
            onChange={() => {
              setMissing(null)
              if (bank !== null && banks.some((each) => each.id === bank)) {
                onChoose({ paymentMethodType: 'bank', bank })
              } else {
                setBankListOpen(true)
              }
            }}
          />
          {t('checkout.payment.bank')}
        </label>
        <label className="checkout-payment__option">
          <input
            type="radio"
            name="paymentMethodType"
            value="card"
            checked={shownType === 'card'}
            onChange={() => {
              setMissing(null)
              setBankListOpen(false)
              onChoose({ paymentMethodType: 'card', card: newCard })
            }}
          />
          {t('checkout.payment.card')}
        </label>
        {missing === 'method' && (
          <p id={methodErrorId} className="form-field__error">
            {t('checkout.payment.chooseMethod')}
          </p>
        )}
      </fieldset>
      {shownType === 'bank' && (
        <fieldset
          className="checkout-payment__banks"
          data-choice="bank"
          aria-describedby={missing === 'bank' ? bankErrorId : undefined}
        >
          <legend className="checkout-payment__legend">{t('checkout.payment.bankLegend')}</legend>
          <div className="checkout-payment__bank-list">
            {banks.map((each) => (
              <label key={each.id} className="checkout-payment__bank">
                <input
                  type="radio"
                  name="bank"
                  value={each.id}
                  checked={paymentMethodType === 'bank' && bank === each.id}
                  onChange={() => {
                    setMissing(null)
                    setBankListOpen(false)
                    onChoose({ paymentMethodType: 'bank', bank: each.id })
                  }}
                />
                {each.name}
              </label>
            ))}
          </div>
          {missing === 'bank' && (
            <p id={bankErrorId} className="form-field__error">
              {t('checkout.payment.chooseBank')}
            </p>
          )}
        </fieldset>
      )}
      {paymentMethodType === 'card' && (
        <p className="checkout-payment__note">{t('checkout.payment.cardNote')}</p>
      )}
      <p className="checkout-payment__terms">{t('checkout.payment.terms')}</p>
      <div className="checkout-step__actions">
        <button type="button" className="button" onClick={onBack}>
          {t('checkout.back')}
        </button>
        <button type="submit" className="button button--primary">
          {t('checkout.payment.pay', { total: formatMoney(total, locale, currency) })}
        </button>
      </div>
    </form>
  )
}
