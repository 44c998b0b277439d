import type { ReactNode, Ref } from 'react'
import { sitePath } from '#i18n/site-paths.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'

/**
 * The checkout's frame and its first step without a cart (issue 15), shared by the steps (checkout-runtime.tsx)
 * and by the page itself, which shows an empty cart's step 1 without loading them (checkout-page-view.tsx).
 */

export type StepNumber = 1 | 2 | 3

/** The progress line (when on a step), the step's section with its heading, and the order beside it. */
export function CheckoutFrame({
  step,
  heading,
  headingRef,
  summary,
  children,
}: {
  step: StepNumber | null
  heading: string
  /** The heading takes focus when the step changes, so a screen reader starts reading the new step. */
  headingRef?: Ref<HTMLHeadingElement>
  summary?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="checkout">
      {step !== null && <CheckoutProgress step={step} />}
      <div className="checkout__layout">
        <section className="checkout__step" aria-labelledby="checkout-step-heading">
          <h2 id="checkout-step-heading" className="checkout__step-heading" tabIndex={-1} ref={headingRef}>
            {heading}
          </h2>
          {children}
        </section>
        {summary}
      </div>
    </div>
  )
}

/** Step 1 with nothing in the cart (spec §5): nothing to pay for, the way to the products and to the cart. */
export function EmptyCartReview() {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  return (
    <div className="checkout-review">
      <p>
        {t('checkout.emptyCart')} <a href={hrefFor('/')}>{t('cart.emptyLink')}</a>
      </p>
      <div className="checkout-step__actions">
        <a className="button" href={hrefFor(sitePath('cart', locale))}>
          {t('checkout.editCart')}
        </a>
      </div>
    </div>
  )
}

/** Where the visitor is among the three steps (the current one marked for assistive technology too). */
function CheckoutProgress({ step }: { step: StepNumber }) {
  const t = useT()
  const steps = [
    [1, 'checkout.step.cart'],
    [2, 'checkout.step.details'],
    [3, 'checkout.step.payment'],
  ] as const
  return (
    <nav className="checkout-progress" aria-label={t('checkout.stepsLabel')}>
      <p className="visually-hidden">{t('checkout.stepOf', { step })}</p>
      <ol className="checkout-progress__list">
        {steps.map(([number, key]) => (
          <li
            key={number}
            className="checkout-progress__step"
            data-state={number === step ? 'current' : number < step ? 'done' : 'later'}
            aria-current={number === step ? 'step' : undefined}
          >
            <span className="checkout-progress__number" aria-hidden="true">
              {number}
            </span>{' '}
            {t(key)}
            {number < step && <span className="visually-hidden"> {t('checkout.done')}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
