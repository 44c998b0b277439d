import { Hono, type Context } from 'hono'
import { html, raw } from 'hono/html'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { localizedHref } from '#i18n/link-context.ts'
import { localeForHost, localeFromAcceptLanguage } from '#i18n/resolve-locale.ts'
import { sitePath } from '#i18n/site-paths.ts'
import { defaultLocale, locales, type Locale } from '#schemas/locale.ts'
import { ApiError } from '#server/api/api-error.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { socketAddress, type ClientAddressResolver } from '#server/http/client-address.server.ts'
import { isForeignRequest, mediaType } from '#server/http/request-origin.server.ts'
import { requestBodyGuard } from '#server/middleware/request-body-guard.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import { accountHubText, type AccountHubText } from './account-hub-text.server.ts'
import type { EmbeddedAccounts } from './embedded-accounts.server.ts'
import { maxPasswordLength } from './password-hash.server.ts'
import { readSessionToken, setSessionCookie } from './session-cookie.server.ts'

/** The contract's login page: `GET` shows the form, `POST` is the form sent. */
export const accountHubLoginPath = '/account-hub/v1/login'

export interface AccountHubRoutesOptions {
  accounts: Pick<EmbeddedAccounts, 'logIn'>
  /** `TRUSTED_PROXIES` applied: the client address each login attempt is counted against. */
  clientAddress: ClientAddressResolver
  /** `LOCALE_DOMAINS`: where each locale's account page is when no return address was given. */
  domains: Partial<Record<Locale, string>>
}

type Markup = ReturnType<typeof html>

/** Two short fields and two hidden ones: anything much larger is no form of ours. */
const maxFormBytes = 8 * 1024

/** The longest e-mail address there can be (RFC 5321: 64 + 1 + 255). */
const maxEmailLength = 320

/** C0 controls and DEL: no path of ours has them, and some browsers drop them to read another host. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * Where the visitor goes after the login: only a path on this site (one leading `/`, not `//` or `/\`,
 * which browsers read as another host), never a URL of its own; anything else is the account page.
 */
export function safeReturnPath(value: string | undefined): string | null {
  if (value === undefined || value.length > 2048 || hasControlCharacter(value)) return null
  if (!/^\/(?![/\\])[^\\\s]*$/.test(value)) return null
  const base = 'http://return.invalid'
  const url = new URL(value, base)
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null
}

/** An unknown locale is no locale: the visitor's browser language is used instead. */
const localeField = z.enum(locales).optional().catch(undefined)

const loginQuerySchema = z.object({
  locale: localeField,
  returnTo: z.string().optional().catch(undefined),
})

/** The form as posted; a field left out is empty, which the page then asks for. */
const loginFormSchema = z.object({
  email: z.string().max(maxEmailLength).default(''),
  password: z.string().max(maxPasswordLength).default(''),
  locale: localeField,
  returnTo: z.string().optional(),
})

type LoginField = 'email' | 'password'

const fieldIds: Record<LoginField, string> = { email: 'login-email', password: 'login-password' }

// WCAG AA: every text and control colour here is at least 4.5:1 against its background.
const styles = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f2f4f7}
header{background:#12343b;color:#fff;padding:.75rem 1rem}
header p{margin:0;font-weight:600}
main{max-width:28rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;font:inherit;padding:.6rem;margin-top:.25rem;border:2px solid #4a5563;border-radius:.25rem;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border-color:#b00020}
.error{display:block;color:#b00020;font-weight:600;margin-top:.25rem}
.summary{border:2px solid #b00020;padding:.75rem;margin:0 0 1rem}
.summary h2{font-size:1.1rem;margin:0 0 .5rem;color:#b00020}
.summary ul{margin:0;padding-left:1.25rem}
.summary p{margin:0;font-weight:600;color:#b00020}
.actions{margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:.25rem;border:2px solid #0b4f8a;background:#0b4f8a;color:#fff;cursor:pointer}
a{color:#0b4f8a}
footer{max-width:28rem;margin:0 auto 2rem;padding:0 1.5rem}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
`

/** Our own constant, not a value from outside: inserted as it is (escaping would break its quotes). */
const stylesheet = raw(styles)

/** What a page needs to know about the visitor's site: the locale and its front page. */
interface PageSite {
  locale: Locale
  frontPage: string
}

function page(site: PageSite, title: string, body: Markup): Markup {
  const text = accountHubText[site.locale]
  return html`<!doctype html>
    <html lang="${site.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex,nofollow" />
        <title>${title} – ${text.hubName}</title>
        <style>
          ${stylesheet}
        </style>
      </head>
      <body>
        <header><p>${text.hubName}</p></header>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
        <footer>
          <p><a href="${site.frontPage}">${text.backToSite}</a></p>
        </footer>
      </body>
    </html>`
}

interface LoginFormState {
  email: string
  returnTo: string | null
  /** The one generic answer to a wrong e-mail or password. */
  wrongCredentials?: boolean
  /** Fields sent empty. */
  missing?: readonly LoginField[]
}

function loginPage(site: PageSite, state: LoginFormState): Markup {
  const text = accountHubText[site.locale]
  const missing = state.missing ?? []
  const missingMessage = (field: LoginField) => (field === 'email' ? text.missingEmail : text.missingPassword)
  const summary =
    missing.length > 0
      ? html`<div class="summary" role="alert">
          <h2>${text.fixFields}</h2>
          <ul>
            ${missing.map((field) => html`<li><a href="#${fieldIds[field]}">${missingMessage(field)}</a></li>`)}
          </ul>
        </div>`
      : state.wrongCredentials === true
        ? html`<div class="summary" role="alert" id="login-error"><p>${text.wrongCredentials}</p></div>`
        : ''
  // The first field to fix has the focus; after a wrong password, the password (the e-mail is kept).
  const focused: LoginField | null = missing[0] ?? (state.wrongCredentials === true ? 'password' : null)
  const input = (field: LoginField, type: string, autocomplete: string, value: string) => {
    const id = fieldIds[field]
    const isMissing = missing.includes(field)
    const describedBy = isMissing ? `${id}-error` : state.wrongCredentials === true ? 'login-error' : ''
    return html`<label for="${id}">${field === 'email' ? text.email : text.password}</label>
      <input
        id="${id}"
        name="${field}"
        type="${type}"
        autocomplete="${autocomplete}"
        required
        maxlength="${field === 'email' ? maxEmailLength : maxPasswordLength}"
        value="${value}"
        ${type === 'email' ? html` spellcheck="false" autocapitalize="none"` : ''}${describedBy === '' ? '' : html` aria-describedby="${describedBy}"`}${isMissing || state.wrongCredentials === true ? html` aria-invalid="true"` : ''}${field === focused ? html` autofocus` : ''}
      />
      ${isMissing ? html`<span class="error" id="${id}-error">${missingMessage(field)}</span>` : ''}`
  }
  return page(
    site,
    text.loginHeading,
    html`${summary}
      <form method="post" action="${accountHubLoginPath}" novalidate>
        <input type="hidden" name="locale" value="${site.locale}" />
        ${state.returnTo === null ? '' : html`<input type="hidden" name="returnTo" value="${state.returnTo}" />`}
        ${input('email', 'email', 'username', state.email)}
        ${input('password', 'password', 'current-password', '')}
        <div class="actions"><button type="submit">${text.logIn}</button></div>
      </form>`,
  )
}

function messagePage(site: PageSite, heading: string, message: string, back: Markup | string = ''): Markup {
  return page(
    site,
    heading,
    html`<p>${message}</p>
      ${back}`,
  )
}

function loginLink(text: AccountHubText, locale: Locale, returnTo: string | null): Markup {
  const query = new URLSearchParams({ locale, ...(returnTo === null ? {} : { returnTo }) })
  return html`<p><a href="${accountHubLoginPath}?${query.toString()}">${text.tryAgain}</a></p>`
}

/** Every answer of the hub is about one visitor at one moment: nothing may keep it. */
function respond(c: Context<AppEnv>, body: Markup, status: ContentfulStatusCode = 200) {
  c.header('Cache-Control', 'private, no-store')
  c.header('X-Robots-Tag', 'noindex')
  return c.html(body, status)
}

/**
 * The embedded account hub's login page (DESIGN §2 `Accounts`, issue 16; README "Accounts"): plain HTML
 * without any script, in the visitor's language (`?locale=`, then Accept-Language).
 * - `GET /account-hub/v1/login?locale=&returnTo=` shows the form.
 * - `POST` (`application/x-www-form-urlencoded`: email, password, locale, returnTo): on success a new
 *   session, its cookie, and 303 to `returnTo` (a path on this site) or the locale's account page; a wrong
 *   e-mail or password is 401 with the form again, the e-mail kept and one generic error; an empty field
 *   400; too many failures 429 with `Retry-After` (ADR 028). A form sent from another site's page is 403,
 *   another body type 415.
 */
export function accountHubRoutes({
  accounts,
  clientAddress,
  domains,
}: AccountHubRoutesOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  /** The visitor's locale and front page: the form's or query's locale, else their browser's. */
  function siteOf(c: Context<AppEnv>, locale: Locale | undefined): PageSite & { accountPage: string } {
    const chosen = locale ?? localeFromAcceptLanguage(c.req.header('accept-language')) ?? defaultLocale
    const url = new URL(c.req.url)
    const linkContext = {
      hostLocale: localeForHost(url.host, domains),
      domains,
      protocol: requestProtocol(url, c.req.header('x-forwarded-proto')),
    }
    return {
      locale: chosen,
      frontPage: localizedHref(linkContext, chosen, '/'),
      accountPage: localizedHref(linkContext, chosen, sitePath('account', chosen)),
    }
  }

  routes.onError((error, c) => {
    if (!(error instanceof ApiError)) throw error
    // The body guard's refusals (413, 400), said as a page: the hub's visitors read pages, not JSON.
    const site = siteOf(c, undefined)
    const text = accountHubText[site.locale]
    return respond(
      c,
      messagePage(site, text.unreadableHeading, text.unreadableText, loginLink(text, site.locale, null)),
      error.status,
    )
  })

  // The client's address is read before the body guard, which may hand the route a new request object.
  const addresses = new WeakMap<object, string | null>()
  routes.use(accountHubLoginPath, async (c, next) => {
    addresses.set(c, clientAddress.resolve(socketAddress(c.req.raw), c.req.header('x-forwarded-for')))
    await next()
  })
  routes.use(accountHubLoginPath, requestBodyGuard({ maxBytes: maxFormBytes }))

  routes.get(accountHubLoginPath, (c) => {
    const query = loginQuerySchema.parse(c.req.query())
    const site = siteOf(c, query.locale)
    return respond(c, loginPage(site, { email: '', returnTo: safeReturnPath(query.returnTo) }))
  })

  routes.post(accountHubLoginPath, async (c) => {
    if (isForeignRequest(c)) {
      const site = siteOf(c, undefined)
      const text = accountHubText[site.locale]
      return respond(
        c,
        messagePage(site, text.foreignHeading, text.foreignText, loginLink(text, site.locale, null)),
        403,
      )
    }
    if (mediaType(c) !== 'application/x-www-form-urlencoded') {
      const site = siteOf(c, undefined)
      const text = accountHubText[site.locale]
      return respond(
        c,
        messagePage(site, text.unreadableHeading, text.unreadableText, loginLink(text, site.locale, null)),
        415,
      )
    }
    const parsed = loginFormSchema.safeParse(await c.req.parseBody())
    if (!parsed.success) {
      const site = siteOf(c, undefined)
      const text = accountHubText[site.locale]
      return respond(
        c,
        messagePage(site, text.unreadableHeading, text.unreadableText, loginLink(text, site.locale, null)),
        400,
      )
    }
    const form = parsed.data
    const site = siteOf(c, form.locale)
    const returnTo = safeReturnPath(form.returnTo)
    const email = form.email.trim()
    const missing = (['email', 'password'] as const).filter((field) =>
      field === 'email' ? email === '' : form.password === '',
    )
    if (missing.length > 0) return respond(c, loginPage(site, { email, returnTo, missing }), 400)

    const outcome = await accounts.logIn({
      email,
      password: form.password,
      address: addresses.get(c) ?? null,
      replacing: readSessionToken(c),
    })
    switch (outcome.kind) {
      case 'signed-in':
        setSessionCookie(c, outcome.grant)
        c.header('Cache-Control', 'private, no-store')
        return c.redirect(returnTo ?? site.accountPage, 303)
      case 'wrong-credentials':
        return respond(c, loginPage(site, { email, returnTo, wrongCredentials: true }), 401)
      case 'rate-limited': {
        const text = accountHubText[site.locale]
        c.header('Retry-After', String(outcome.retryAfterSeconds))
        return respond(
          c,
          messagePage(
            site,
            text.rateLimitedHeading,
            text.rateLimited(Math.ceil(outcome.retryAfterSeconds / 60)),
            loginLink(text, site.locale, returnTo),
          ),
          429,
        )
      }
    }
  })

  return routes
}
