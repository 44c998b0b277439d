import { getSimplePaths } from '@xstate/graph'
import { expect, test } from 'vitest'
import { createActor, type AnyEventObject, type AnyStateMachine } from 'xstate'
import { z } from 'zod/mini'
import { HttpError } from '#http/http-client.ts'
import type { CustomerDetails } from '#schemas/customer.ts'
import type { UserStatus } from './auth-calls.ts'
import { ainoDetails, settle } from './auth-machine.fixtures.ts'
import {
  authActors,
  authMachine,
  checkAuthorizationId,
  loadCustomerId,
  logoutId,
  noUser,
  userFromCustomer,
  type AuthCalls,
} from './auth-machine.ts'

type CallName = 'userStatus' | 'customer' | 'logout'

interface Waiting {
  call: CallName
  resolve: (value: never) => void
  reject: (error: Error) => void
}

/** The same-origin API with every answer held until the test gives it. */
class ControlledAuthApi {
  readonly waiting: Waiting[] = []

  private held<T>(call: CallName): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ call, resolve: (value: never) => resolve(value), reject })
    })
  }

  readonly calls: AuthCalls = {
    userStatus: () => this.held<UserStatus>('userStatus'),
    customer: () => this.held<CustomerDetails>('customer'),
    logout: () => this.held<undefined>('logout'),
  }

  latest(call: CallName): Waiting {
    const found = this.waiting.findLast((each) => each.call === call)
    if (found === undefined) throw new Error(`no ${call} call is waiting`)
    return found
  }
}

function startLogin() {
  const api = new ControlledAuthApi()
  const actor = createActor(authMachine.provide({ actors: authActors(api.calls) }), {
    input: { locale: 'fi-FI' },
  })
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { api, actor, emitted }
}

type Login = ReturnType<typeof startLogin>

/** A move as the graph sees it (an event) and as the replay makes it (an event sent, or a call answered). */
interface Move {
  event: AnyEventObject
  replay: (login: Login) => void
  answersCall: boolean
}

const unauthorized = new HttpError('status', 401, 'GET', '/proxy/customer', 'answered 401')
const unavailable = new HttpError('network', undefined, 'GET', '/api/v1/auth', 'no answer')

function answered(
  event: AnyEventObject,
  call: CallName,
  outcome: { value: unknown } | { error: Error },
): Move {
  return {
    event,
    answersCall: true,
    replay: ({ api }) => {
      const waiting = api.latest(call)
      if ('error' in outcome) waiting.reject(outcome.error)
      // The value is what the call's own type promises; the held promise takes it as it is.
      else (waiting.resolve as (value: unknown) => void)(outcome.value)
    },
  }
}

const moves: Move[] = [
  {
    event: { type: 'LOAD_CUSTOMER' },
    replay: ({ actor }) => actor.send({ type: 'LOAD_CUSTOMER' }),
    answersCall: false,
  },
  { event: { type: 'LOGOUT' }, replay: ({ actor }) => actor.send({ type: 'LOGOUT' }), answersCall: false },
  answered({ type: `xstate.done.actor.${checkAuthorizationId}`, output: 'AUTHORIZED' }, 'userStatus', {
    value: 'AUTHORIZED',
  }),
  answered({ type: `xstate.done.actor.${checkAuthorizationId}`, output: 'UNAUTHORIZED' }, 'userStatus', {
    value: 'UNAUTHORIZED',
  }),
  answered({ type: `xstate.error.actor.${checkAuthorizationId}`, error: unavailable }, 'userStatus', {
    error: unavailable,
  }),
  answered({ type: `xstate.done.actor.${loadCustomerId}`, output: ainoDetails }, 'customer', {
    value: ainoDetails,
  }),
  answered({ type: `xstate.error.actor.${loadCustomerId}`, error: unauthorized }, 'customer', {
    error: unauthorized,
  }),
  answered({ type: `xstate.error.actor.${loadCustomerId}`, error: unavailable }, 'customer', {
    error: unavailable,
  }),
  answered({ type: `xstate.done.actor.${logoutId}`, output: undefined }, 'logout', { value: undefined }),
  answered({ type: `xstate.error.actor.${logoutId}`, error: unavailable }, 'logout', { error: unavailable }),
]

function moveFor(event: unknown): Move {
  const move = moves.find((candidate) => candidate.event === event)
  if (move === undefined) throw new Error('the graph took an event no move replays')
  return move
}

const loggedInSchema = z.object({ loggedIn: z.boolean() })

const graphMachine: AnyStateMachine = authMachine
const paths = getSimplePaths(graphMachine, {
  input: { locale: 'fi-FI' },
  events: moves.map((move) => move.event),
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, loggedInSchema.parse(snapshot.context).loggedIn]),
})
/** Logged in and logged out are where a visit rests (the machine has no final state). */
const restingPaths = paths.filter(
  (path) => path.state.value === 'loggedIn' || path.state.value === 'loggedOut',
)

test('simple paths reach both resting states, and only a loaded customer is ever logged in', () => {
  const ends = new Set(restingPaths.map((path): unknown => path.state.value))
  expect(ends).toEqual(new Set(['loggedIn', 'loggedOut']))
  for (const path of paths) {
    if (path.state.value !== 'loggedIn') continue
    const types = path.steps.slice(1).map((step) => moveFor(step.event).event.type)
    expect(types).toContain(`xstate.done.actor.${loadCustomerId}`)
  }
})

test('every simple path to logged in or logged out, replayed on the running machine, ends as the graph says', async () => {
  for (const path of restingPaths) {
    const login = startLogin()
    for (const step of path.steps.slice(1)) {
      const move = moveFor(step.event)
      move.replay(login)
      if (move.answersCall) await settle()
      expect(login.actor.getSnapshot().value).toEqual(step.state.value)
    }
    const { context } = login.actor.getSnapshot()
    // spec §4: logged in means the customer's fields are stored; logged out means none are.
    if (path.state.value === 'loggedIn') {
      expect(context).toMatchObject({ ...userFromCustomer(ainoDetails), loggedIn: true })
    } else {
      expect(context).toMatchObject({ ...noUser, loggedIn: false })
    }
    // spec §8: the notice appears exactly when a logout failed.
    const logoutFailures = path.steps.filter(
      (step) => step.event.type === `xstate.error.actor.${logoutId}`,
    ).length
    expect(login.emitted).toHaveLength(logoutFailures)
  }
})
