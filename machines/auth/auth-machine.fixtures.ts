import { createActor } from 'xstate'
import type { CustomerDetails } from '#schemas/customer.ts'
import type { UserStatus } from './auth-calls.ts'
import { authActors, authMachine, type AuthCalls, type AuthEmitted, type AuthInput } from './auth-machine.ts'

/** The first demo customer as `GET /proxy/customer` answers her (spec §7 call 2). */
export const ainoDetails: CustomerDetails = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  emailToken: 'aino.virtanen@example.com',
  phoneNumber: '+358401234567',
}

/** Lets every settled promise's reactions run, so the machine has taken the answers given so far. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** How a fake call answers: a value, or a rejection. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: Error }

export const answer = <T>(value: T): Answer<T> => ({ ok: true, value })
export const failure = (error: Error): Answer<never> => ({ ok: false, error })

function answered<T>(outcome: Answer<T>): Promise<T> {
  return outcome.ok ? Promise.resolve(outcome.value) : Promise.reject(outcome.error)
}

/**
 * The same-origin API as the login machine meets it, answering each call as told and counting the calls
 * (spec §7 calls 1, 2 and 4), with the locale each carried.
 */
export class FakeAuthApi {
  status: Answer<UserStatus> = answer('UNAUTHORIZED')
  customer: Answer<CustomerDetails> = answer(ainoDetails)
  logout: Answer<void> = answer(undefined)
  readonly calls: { call: 'userStatus' | 'customer' | 'logout'; locale: string }[] = []

  readonly authCalls: AuthCalls = {
    userStatus: ({ locale }) => {
      this.calls.push({ call: 'userStatus', locale })
      return answered(this.status)
    },
    customer: ({ locale }) => {
      this.calls.push({ call: 'customer', locale })
      return answered(this.customer)
    },
    logout: ({ locale }) => {
      this.calls.push({ call: 'logout', locale })
      return answered(this.logout)
    },
  }

  count(call: 'userStatus' | 'customer' | 'logout'): number {
    return this.calls.filter((each) => each.call === call).length
  }
}

/** A login machine over a fake API, its emitted events recorded. */
export function startAuth(api: FakeAuthApi, input: AuthInput = { locale: 'fi-FI' }) {
  const machine = authMachine.provide({ actors: authActors(api.authCalls) })
  const actor = createActor(machine, { input })
  const emitted: AuthEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return {
    actor,
    emitted,
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  }
}
