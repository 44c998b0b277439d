import { assign, emit, fromPromise, setup } from 'xstate'
import { splitInternationalNumber } from '#domain/checkout-customer.ts'
import { HttpError } from '#http/http-client.ts'
import type { MessageKey } from '#i18n/message-key.ts'
import type { CustomerDetails } from '#schemas/customer.ts'
import type { Locale } from '#schemas/locale.ts'
import type { TelephonePrefix } from '#schemas/userinfo.ts'
import { requestCustomer, requestLogout, requestUserStatus, type UserStatus } from './auth-calls.ts'

/**
 * spec §3 Customer as the app keeps it: firstname, lastname, email, phone, and the phone split into
 * telephonePrefix and telephoneNumber (null and empty when the number has no prefix of ours).
 */
export interface AuthUser {
  firstname: string
  lastname: string
  email: string
  phone: string
  telephonePrefix: TelephonePrefix | null
  telephoneNumber: string
}

export interface AuthContext extends AuthUser {
  /** spec §3: the loggedIn flag. */
  loggedIn: boolean
  /** spec §7: every call carries the page's locale header. */
  locale: Locale
}

export interface AuthInput {
  locale: Locale
}

export type AuthEvent =
  /** spec §4: the customer may also be loaded on demand (after a login elsewhere, on the account page). */
  { type: 'LOAD_CUSTOMER' } | { type: 'LOGOUT' }

export interface AuthNotice {
  kind: 'error'
  messageKey: MessageKey
}

/** What the machine asks its host to do: show a notice (spec §8 logout failure). */
export type AuthEmitted = { type: 'notice' } & AuthNotice

/** The calls the machine makes, on the same-origin API in the page or on fakes in tests. */
export interface AuthCalls {
  userStatus: (options: { locale: Locale; signal: AbortSignal }) => Promise<UserStatus>
  customer: (options: { locale: Locale; signal: AbortSignal }) => Promise<CustomerDetails>
  logout: (options: { locale: Locale; signal: AbortSignal }) => Promise<void>
}

/** spec §7 calls 1, 2 and 4 through the shared HTTP client (ADR 013). */
export const httpAuthCalls: AuthCalls = {
  userStatus: requestUserStatus,
  customer: requestCustomer,
  logout: requestLogout,
}

/** The running actors' ids: their answers arrive as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
export const checkAuthorizationId = 'checkAuthorization'
export const loadCustomerId = 'loadCustomer'
export const logoutId = 'logout'

interface CallInput {
  locale: Locale
}

/** The machine's named actors around a set of calls (`.provide({ actors: authActors(…) })`). */
export function authActors(calls: AuthCalls) {
  return {
    checkAuthorization: fromPromise<UserStatus, CallInput>(({ input, signal }) =>
      calls.userStatus({ locale: input.locale, signal }),
    ),
    loadCustomer: fromPromise<CustomerDetails, CallInput>(({ input, signal }) =>
      calls.customer({ locale: input.locale, signal }),
    ),
    logout: fromPromise<undefined, CallInput>(async ({ input, signal }) => {
      await calls.logout({ locale: input.locale, signal })
      return undefined
    }),
  }
}

/** spec §4: logout clears the user fields. */
export const noUser: AuthUser = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  telephonePrefix: null,
  telephoneNumber: '',
}

/**
 * spec §3, §7 call 2: firstName, lastName, emailToken and phoneNumber fill the user store; a number
 * starting with +358, +47 or +46 is split into prefix and number, any other prefix gives nothing.
 */
export function userFromCustomer(details: CustomerDetails): AuthUser {
  const phone = details.phoneNumber ?? ''
  const split = phone === '' ? null : splitInternationalNumber(phone)
  return {
    firstname: details.firstName,
    lastname: details.lastName,
    email: details.emailToken,
    phone,
    telephonePrefix: split?.telephonePrefix ?? null,
    telephoneNumber: split?.telephoneNumber ?? '',
  }
}

const callInput = ({ context }: { context: AuthContext }): CallInput => ({ locale: context.locale })

/**
 * The login (spec §4): logged out or logged in. At start the authorization check runs (spec §7 call 1);
 * when the user-status header says AUTHORIZED the customer is fetched (call 2) and stored, and the state
 * is logged in. Anything else (UNAUTHORIZED, no answer, an answer off the contract) changes nothing. The
 * customer may also be loaded on demand (LOAD_CUSTOMER). Logout (call 4) clears the user fields and
 * returns to logged out; a failed logout stays logged in and says 'something went wrong' (spec §8).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
  },
  actors: authActors(httpAuthCalls),
  actions: {
    storeCustomer: assign((_, details: CustomerDetails) => ({
      ...userFromCustomer(details),
      loggedIn: true,
    })),
    clearUser: assign(() => ({ ...noUser, loggedIn: false })),
    /** spec §8: 'something went wrong' (`messages.something-went-wrong`). */
    showLogoutFailed: emit(() => ({
      type: 'notice' as const,
      kind: 'error' as const,
      messageKey: 'messages.something-went-wrong',
    })),
  },
  guards: {
    /** spec §4: only the header's AUTHORIZED leads to the customer call. */
    isAuthorized: (_, status: UserStatus) => status === 'AUTHORIZED',
    wasLoggedIn: ({ context }) => context.loggedIn,
    /** The customer call says there is no live session any more (it ended elsewhere, or expired). */
    sessionEnded: (_, error: unknown) => error instanceof HttpError && error.status === 401,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ ...noUser, loggedIn: false, locale: input.locale }),
  initial: 'checking',
  states: {
    /** spec §7 call 1 at start. */
    checking: {
      invoke: {
        id: checkAuthorizationId,
        src: 'checkAuthorization',
        input: callInput,
        onDone: [
          {
            guard: { type: 'isAuthorized', params: ({ event }) => event.output },
            target: 'loadingCustomer',
          },
          { target: 'loggedOut' },
        ],
        // No answer, or one off the contract: nothing changes, the visitor stays logged out.
        onError: { target: 'loggedOut' },
      },
    },
    /** spec §7 call 2, at start after AUTHORIZED or on demand. */
    loadingCustomer: {
      invoke: {
        id: loadCustomerId,
        src: 'loadCustomer',
        input: callInput,
        onDone: {
          target: 'loggedIn',
          actions: { type: 'storeCustomer', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: {
              type: 'sessionEnded',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'loggedOut',
            actions: 'clearUser',
          },
          // Any other failure changes nothing: a customer already shown stays shown.
          { guard: 'wasLoggedIn', target: 'loggedIn' },
          { target: 'loggedOut' },
        ],
      },
    },
    loggedIn: {
      on: {
        LOAD_CUSTOMER: { target: 'loadingCustomer' },
        LOGOUT: { target: 'loggingOut' },
      },
    },
    /** spec §7 call 4. */
    loggingOut: {
      invoke: {
        id: logoutId,
        src: 'logout',
        input: callInput,
        onDone: { target: 'loggedOut', actions: 'clearUser' },
        // spec §8: the session may still be live, so the customer stays logged in and is told.
        onError: { target: 'loggedIn', actions: 'showLogoutFailed' },
      },
    },
    loggedOut: {
      on: { LOAD_CUSTOMER: { target: 'loadingCustomer' } },
    },
  },
})
