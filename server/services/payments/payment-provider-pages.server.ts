import { Hono, type Context } from 'hono'
import { html, raw } from 'hono/html'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { banksFor, findBank } from '#domain/payment-banks.ts'
import type { Locale } from '#schemas/locale.ts'
import type { PaymentResult } from '#schemas/payment-return.ts'
import { ApiError } from '#server/api/api-error.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { requestBodyGuard } from '#server/middleware/request-body-guard.server.ts'
import {
  paymentProviderPathPrefix,
  paymentProviderPath,
  testCards,
  type CardField,
  type CardFieldProblem,
  type EmbeddedPayments,
  type PaymentDecision,
  type PaymentView,
} from './embedded-payments.server.ts'
import { localeFromAcceptLanguage, providerText, type ProviderText } from './payment-provider-text.server.ts'

export interface PaymentProviderRoutesOptions {
  payments: Pick<EmbeddedPayments, 'findPayment' | 'decide' | 'returnToShop'>
}

type Markup = ReturnType<typeof html>

/** The forms are a few short fields: anything much larger is no form of ours. */
const maxFormBytes = 8 * 1024

const paymentIdSchema = z.string().regex(/^[\w-]{16,64}$/)

const bankQuerySchema = z.object({ bank: z.string().max(40).optional() })

/** A text field as a form sends it; a field left out is empty, which the card check names. */
const formText = (maxLength: number) => z.string().max(maxLength).default('')

/** The provider's forms as posted (`application/x-www-form-urlencoded`): the button pressed is `action`. */
const decisionFormSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['approve', 'decline']), bank: z.string().max(40).optional() }),
  z.object({ action: z.literal('cancel') }),
  z.object({
    action: z.literal('pay'),
    cardNumber: formText(40),
    expiry: formText(20),
    cvc: formText(20),
    holder: formText(200),
  }),
  z.object({ action: z.enum(['confirm', 'reject']) }),
])
type DecisionForm = z.infer<typeof decisionFormSchema>

function asDecision(form: DecisionForm): PaymentDecision {
  switch (form.action) {
    case 'approve':
    case 'decline':
      return form.bank === undefined ? { action: form.action } : { action: form.action, bank: form.bank }
    case 'pay':
      return {
        action: 'pay',
        cardNumber: form.cardNumber,
        expiry: form.expiry,
        cvc: form.cvc,
        holder: form.holder,
      }
    case 'cancel':
    case 'confirm':
    case 'reject':
      return { action: form.action }
  }
}

// WCAG AA: every text and control colour here is at least 4.5:1 against its background.
const styles = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f2f4f7}
header{background:#1f2933;color:#fff;padding:.75rem 1rem}
header p{margin:0;font-weight:600}
main{max-width:32rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 1rem}
.notice{background:#fff4ce;color:#3d2e00;border-left:4px solid #8a6d00;padding:.75rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}
dd{margin:0}
.amount{font-size:1.25rem;font-weight:700}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;color:#4a5563;font-size:.9rem}
input,select{display:block;width:100%;font:inherit;padding:.6rem;margin-top:.25rem;border:2px solid #4a5563;border-radius:.25rem;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border-color:#b00020}
.error{display:block;color:#b00020;font-weight:600;margin-top:.25rem}
.summary{border:2px solid #b00020;padding:.75rem;margin:0 0 1rem}
.summary h2{font-size:1.1rem;margin:0 0 .5rem;color:#b00020}
.summary ul{margin:0;padding-left:1.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,.button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:.25rem;border:2px solid #0b4f8a;background:#0b4f8a;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
button.decline{background:#a4161a;border-color:#a4161a}
button.secondary{background:#fff;color:#1a1a1a;border-color:#4a5563}
.bank-picker{display:flex;gap:.5rem;align-items:flex-end;margin-bottom:1rem}
.bank-picker div{flex:1}
.bank-picker button{background:#fff;color:#0b4f8a}
a{color:#0b4f8a}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
details{margin-top:1.5rem;color:#4a5563}
code{font-size:.95rem;color:#1a1a1a}
`

/** Our own constant, not a value from outside: inserted as it is (escaping would break its quotes). */
const stylesheet = raw(styles)

function page(locale: Locale, title: string, body: Markup): Markup {
  const text = providerText[locale]
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex,nofollow" />
        <title>${title} – ${text.providerName}</title>
        <style>
          ${stylesheet}
        </style>
      </head>
      <body>
        <header><p>${text.providerName}</p></header>
        <main>
          <h1>${title}</h1>
          <p class="notice" role="note">${text.testNotice}</p>
          ${body}
        </main>
      </body>
    </html>`
}

/**
 * The payment's amount in its own locale's number format: the provider is another party with pages of its
 * own, so its format need not be the shop's (i18n/format-price.ts).
 */
function formatAmount(payment: PaymentView): string {
  return new Intl.NumberFormat(payment.locale, { style: 'currency', currency: payment.currency }).format(
    payment.amount / 100,
  )
}

function paymentDetails(payment: PaymentView, text: ProviderText): Markup {
  return html`<dl>
    <dt>${text.amount}</dt>
    <dd class="amount">${formatAmount(payment)}</dd>
    <dt>${text.order}</dt>
    <dd>${payment.orderId}</dd>
  </dl>`
}

function bankPage(payment: PaymentView, shownBank: string): Markup {
  const text = providerText[payment.locale]
  const action = paymentProviderPath(payment.id)
  const bankName = findBank(payment.locale, shownBank)?.name ?? shownBank
  const options = banksFor(payment.locale).map(
    (bank) =>
      html`<option value="${bank.id}" ${bank.id === shownBank ? html` selected` : ''}>${bank.name}</option>`,
  )
  return page(
    payment.locale,
    text.bankHeading(bankName),
    html`${paymentDetails(payment, text)}
      <form method="get" action="${action}" class="bank-picker">
        <div>
          <label for="bank">${text.bank}</label
          ><select id="bank" name="bank">
            ${options}
          </select>
        </div>
        <button type="submit">${text.changeBank}</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="bank" value="${shownBank}" />
        <div class="actions">
          <button type="submit" name="action" value="approve">${text.approve}</button>
          <button type="submit" name="action" value="decline" class="decline">${text.decline}</button>
          <button type="submit" name="action" value="cancel" class="secondary">${text.cancel}</button>
        </div>
      </form>`,
  )
}

type CardFormValues = { cardNumber: string; expiry: string; holder: string }

const cardFields: readonly {
  field: CardField
  id: string
  autocomplete: string
  inputmode: 'numeric' | 'text'
  maxlength: number
  hint?: (text: ProviderText) => string
}[] = [
  { field: 'cardNumber', id: 'card-number', autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 },
  {
    field: 'expiry',
    id: 'card-expiry',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 7,
    hint: (text) => text.expiryHint,
  },
  {
    field: 'cvc',
    id: 'card-cvc',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
    hint: (text) => text.cvcHint,
  },
  { field: 'holder', id: 'card-holder', autocomplete: 'cc-name', inputmode: 'text', maxlength: 100 },
]

const fieldLabel = (text: ProviderText, field: CardField): string =>
  ({ cardNumber: text.cardNumber, expiry: text.expiry, cvc: text.cvc, holder: text.holder })[field]

function problemMessage(text: ProviderText, field: CardField, problem: CardFieldProblem): string {
  return text.problems[field][problem] ?? text.problems[field].invalid ?? text.errorSummary
}

/**
 * The card form; after a refused submission, the summary of what to fix links to each field, the first
 * wrong field has the focus, and the values come back except the security code (never echoed back).
 */
function cardPage(
  payment: PaymentView,
  values: CardFormValues = { cardNumber: '', expiry: '', holder: '' },
  problems: Partial<Record<CardField, CardFieldProblem>> = {},
): Markup {
  const text = providerText[payment.locale]
  const firstWrong = cardFields.find(({ field }) => problems[field] !== undefined)?.field
  const wrong = cardFields.flatMap(({ field, id }) => {
    const problem = problems[field]
    return problem === undefined ? [] : [{ id, message: problemMessage(text, field, problem) }]
  })
  const summary =
    wrong.length === 0
      ? ''
      : html`<div class="summary" role="alert">
          <h2>${text.errorSummary}</h2>
          <ul>
            ${wrong.map(({ id, message }) => html`<li><a href="#${id}">${message}</a></li>`)}
          </ul>
        </div>`
  const inputs = cardFields.map(({ field, id, autocomplete, inputmode, maxlength, hint }) => {
    const problem = problems[field]
    const describedBy = [
      hint === undefined ? null : `${id}-hint`,
      problem === undefined ? null : `${id}-error`,
    ]
      .filter((part) => part !== null)
      .join(' ')
    const value = field === 'cvc' ? '' : values[field]
    return html`<label for="${id}">${fieldLabel(text, field)}</label>
      ${hint === undefined ? '' : html`<span class="hint" id="${id}-hint">${hint(text)}</span>`}
      <input
        id="${id}"
        name="${field}"
        type="text"
        inputmode="${inputmode}"
        autocomplete="${autocomplete}"
        maxlength="${maxlength}"
        aria-required="true"
        value="${value}"
        ${describedBy === '' ? '' : html` aria-describedby="${describedBy}"`}${problem === undefined ? '' : html` aria-invalid="true"`}${field === firstWrong ? html` autofocus` : ''}
      />
      ${problem === undefined ? '' : html`<span class="error" id="${id}-error">${problemMessage(text, field, problem)}</span>`}`
  })
  return page(
    payment.locale,
    text.cardHeading,
    html`${paymentDetails(payment, text)} ${summary}
      <form method="post" action="${paymentProviderPath(payment.id)}" novalidate>
        ${inputs}
        <div class="actions">
          <button type="submit" name="action" value="pay">${text.pay(formatAmount(payment))}</button>
          <button type="submit" name="action" value="cancel" class="secondary">${text.cancel}</button>
        </div>
      </form>
      <details>
        <summary>${text.testCards}</summary>
        <ul>
          <li><code>${inGroups(testCards.approves)}</code> ${text.testCardApproves}</li>
          <li><code>${inGroups(testCards.declines)}</code> ${text.testCardDeclines}</li>
          <li><code>${inGroups(testCards.asksForConfirmation)}</code> ${text.testCardAsksConfirmation}</li>
        </ul>
      </details>`,
  )
}

/** A card number as it is printed on the card: groups of four digits. */
function inGroups(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ')
}

function confirmationPage(payment: PaymentView): Markup {
  const text = providerText[payment.locale]
  return page(
    payment.locale,
    text.confirmHeading,
    html`${paymentDetails(payment, text)}
      <p>${text.confirmText(payment.cardLast4 ?? '')}</p>
      <form method="post" action="${paymentProviderPath(payment.id)}">
        <div class="actions">
          <button type="submit" name="action" value="confirm">${text.confirm}</button>
          <button type="submit" name="action" value="reject" class="decline">${text.reject}</button>
        </div>
      </form>`,
  )
}

function endedPage(payment: PaymentView, result: PaymentResult, returnUrl: string): Markup {
  const text = providerText[payment.locale]
  return page(
    payment.locale,
    text.endedHeading,
    html`${paymentDetails(payment, text)}
      <p>${text.ended[result]}</p>
      <p><a class="button" href="${returnUrl}">${text.backToShop}</a></p>`,
  )
}

function notFoundPage(locale: Locale): Markup {
  const text = providerText[locale]
  return page(locale, text.notFoundHeading, html`<p>${text.notFoundText}</p>`)
}

function badFormPage(locale: Locale, paymentId: string | null): Markup {
  const text = providerText[locale]
  const back =
    paymentId === null ? '' : html`<p><a href="${paymentProviderPath(paymentId)}">${text.tryAgain}</a></p>`
  return page(
    locale,
    text.badFormHeading,
    html`<p>${text.badFormText}</p>
      ${back}`,
  )
}

/** Every answer of the provider is about one payment at one moment: nothing may keep it. */
function respond(c: Context<AppEnv>, body: Markup, status: ContentfulStatusCode = 200) {
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  return c.html(body, status)
}

function seeOther(c: Context<AppEnv>, location: string) {
  c.header('Cache-Control', 'no-store')
  return c.redirect(location, 303)
}

/**
 * The embedded payment provider's own pages (DESIGN §2 `Payments`, README "Test payments"): plain HTML
 * forms without any script, in the payment's language. `GET` shows the payment's current step (the bank,
 * the card form, the 3-D Secure confirmation, or that it has ended); `POST` is the visitor's decision,
 * answered 303 (back to the shop, or to the next step) or, for a card form to fix, the form again with 422.
 */
export function paymentProviderRoutes({ payments }: PaymentProviderRoutesOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const pagePath = `${paymentProviderPathPrefix}/:paymentId`

  routes.onError((error, c) => {
    if (!(error instanceof ApiError)) throw error
    // The body guard's refusals (413, 400), said as a page: the provider's visitors read pages, not JSON.
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return respond(c, badFormPage(locale, null), error.status)
  })

  routes.use(`${paymentProviderPathPrefix}/*`, requestBodyGuard({ maxBytes: maxFormBytes }))

  async function currentPayment(c: Context<AppEnv>): Promise<PaymentView | null> {
    const id = paymentIdSchema.safeParse(c.req.param('paymentId'))
    return id.success ? payments.findPayment(id.data) : null
  }

  function notFound(c: Context<AppEnv>) {
    return respond(c, notFoundPage(localeFromAcceptLanguage(c.req.header('accept-language'))), 404)
  }

  routes.get(pagePath, async (c) => {
    const payment = await currentPayment(c)
    if (payment === null) return notFound(c)
    const ended = payments.returnToShop(payment)
    if (ended !== null) return respond(c, endedPage(payment, ended.result, ended.redirectUrl))
    if (payment.status === 'awaiting_confirmation') return respond(c, confirmationPage(payment))
    if (payment.method === 'card') return respond(c, cardPage(payment))
    // The bank picker: another bank of the market chosen on this page; anything else shows the shop's choice.
    const query = bankQuerySchema.safeParse(c.req.query())
    const picked = query.success ? query.data.bank : undefined
    const shownBank =
      picked !== undefined && findBank(payment.locale, picked) !== undefined ? picked : (payment.bank ?? '')
    return respond(c, bankPage(payment, shownBank))
  })

  routes.post(pagePath, async (c) => {
    const payment = await currentPayment(c)
    if (payment === null) return notFound(c)
    const form = decisionFormSchema.safeParse(await c.req.parseBody())
    if (!form.success) return respond(c, badFormPage(payment.locale, payment.id), 400)
    const outcome = await payments.decide(payment.id, asDecision(form.data))
    switch (outcome.kind) {
      case 'return':
        return seeOther(c, outcome.redirectUrl)
      case 'invalid-card': {
        const values = form.data.action === 'pay' ? form.data : { cardNumber: '', expiry: '', holder: '' }
        return respond(c, cardPage(payment, values, outcome.fields), 422)
      }
      case 'unknown-payment':
        return notFound(c)
      // The next step (3-D Secure), the page of an ended payment, or the current step after a stale form.
      case 'confirm3ds':
      case 'ended':
      case 'wrong-step':
        return seeOther(c, paymentProviderPath(payment.id))
    }
  })

  return routes
}
