import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { discountCodeSchema } from '#schemas/cart.ts'
import type { Product } from '#schemas/product.ts'
import { emptyCartContents, readStoredCart } from '#schemas/stored-cart.ts'
import {
  answerFor,
  basicWash,
  ControlledValidation,
  giftCard,
  knownDiscountCode,
  premiumBundle,
  noAnswer,
  premiumWash,
  refusal,
  settle,
  SharedStorage,
  startCartTab,
  type CartTab,
} from './cart-machine.fixtures.ts'
import { cartValidationId, retryDelayMs, type CartEmitted } from './cart-machine.ts'

/**
 * Model-based test of the cart machine (issue 14): random sequences of what a visitor and the network do
 * to two tabs: add (loud and silent), set amount, remove, reset, discount codes, validation answers that
 * succeed, fail, come late or in any order or never come (ADR 055: then the tab keeps its cart and asks
 * again when its wait ends or the browser is back online), a reload, a value written by something else.
 * After every
 * step each tab's cart equals a simple reference model, storage equals each tab's cart, and no removed
 * line has come back.
 */

const products: readonly Product[] = [premiumWash, basicWash, premiumBundle, giftCard]
const tabIds = [1, 2] as const
type TabId = (typeof tabIds)[number]

interface ModelLine {
  code: string
  amount: number
  /** The codes the last applied answer suggested for the line. */
  upsells: string[]
}

interface ModelCart {
  lines: ModelLine[]
  discountCode: string | null
}

interface Model {
  cart: ModelCart
  /** Codes removed (or emptied away) and not added since: they must not appear anywhere. */
  removed: Set<string>
  /** Per tab, the request whose answer that tab would apply; null when none. */
  live: Record<TabId, number | null>
  /** Per tab, whether its live request got no answer and it waits to ask again (ADR 055). */
  waiting: Record<TabId, boolean>
  /** Ids of requests not answered yet, live or stale. */
  unanswered: number[]
  /** How many requests the service has seen (ids run from 1). */
  requests: number
}

interface Real {
  shared: SharedStorage
  validation: ControlledValidation
  tabs: Record<TabId, CartTab>
  /** Each request's tab machine and the cart revision it was made for. */
  madeFor: Map<number, { machine: AnyActorRef; revision: number }>
}

/** The reference's own statement of the fixture's upsell rules after spec §4's drop rule. */
function expectedUpsells(code: string, amount: number): string[] {
  if (code === premiumWash.code) return amount - 1 > 1 ? [] : [premiumBundle.code]
  if (code === basicWash.code) return [premiumWash.code]
  return []
}

const sameCart = (a: ModelCart, b: ModelCart) => JSON.stringify(a) === JSON.stringify(b)

function realCart(tab: CartTab): ModelCart {
  const { items, discountCode } = tab.actor.getSnapshot().context
  return {
    lines: items.map((item) => ({
      code: item.code,
      amount: item.amount,
      upsells: item.upsells.map((upsell) => upsell.product.code),
    })),
    discountCode,
  }
}

/** `tab` sends a request for its cart as it is now: the one whose answer it would apply. */
function ask(model: Model, tab: TabId) {
  model.requests += 1
  model.live[tab] = model.requests
  model.unanswered.push(model.requests)
}

/**
 * Moves the model to `next` after a change made in `madeIn` (or nowhere, for a value written from
 * outside): the tab that changed starts a request when its cart has lines, unless the change is its own
 * answer being saved; every other tab whose cart changed (through the `storage` event) drops its request
 * and starts one of its own for the new cart when it has lines.
 */
function change(model: Model, next: ModelCart, madeIn: TabId | null, { answer = false } = {}) {
  const changed = !sameCart(model.cart, next)
  for (const line of model.cart.lines) {
    if (!next.lines.some((kept) => kept.code === line.code)) model.removed.add(line.code)
  }
  for (const line of next.lines) model.removed.delete(line.code)
  model.cart = next
  // The other tabs hear the change while it is saved, before the changing tab's own request leaves.
  const othersFirst = [...tabIds.filter((tab) => tab !== madeIn), ...tabIds.filter((tab) => tab === madeIn)]
  for (const tab of othersFirst) {
    const asks = tab === madeIn ? !answer : changed
    if (tab === madeIn || changed) {
      model.live[tab] = null
      model.waiting[tab] = false
    }
    if (asks && next.lines.length > 0) {
      ask(model, tab)
    }
  }
}

/** Runs `step` on the real tabs, lets everything settle, then checks the real system against the model. */
async function runAndCheck(model: Model, real: Real, step: () => void) {
  const recordNewRequests = (known: number) => {
    for (const request of real.validation.requests.slice(known)) {
      const machine = real.tabs[request.tab === 1 ? 1 : 2].actor
      real.madeFor.set(request.id, { machine, revision: machine.getSnapshot().context.revision })
    }
  }
  const before = real.validation.requests.length
  step()
  const afterStep = real.validation.requests.length
  recordNewRequests(before)
  // An answer is applied once its promise settles; a tab that takes it from storage asks again then.
  await settle()
  recordNewRequests(afterStep)
  expect(real.validation.requests).toHaveLength(model.requests)
  const stored = readStoredCart(real.shared.cart()) ?? emptyCartContents
  for (const tab of tabIds) {
    const cart = realCart(real.tabs[tab])
    expect(cart).toEqual(model.cart)
    const { items, discountCode } = real.tabs[tab].actor.getSnapshot().context
    expect(stored).toEqual({ items, discountCode })
    for (const code of model.removed) expect(items.some((item) => item.code === code)).toBe(false)
  }
}

type CartCommand = fc.AsyncCommand<Model, Real>

/** What became of a request: the service's cart, its refusal (spec §4), or no answer at all (ADR 055). */
type Outcome = 'answered' | 'refused' | 'unanswered'
const outcomes: readonly Outcome[] = ['answered', 'refused', 'unanswered']

/**
 * `tab` takes the outcome of its live request: the service's view of the cart, or an empty cart; without
 * an answer the cart stays as it is, in the tab and in storage, and the tab waits to ask again.
 */
function applyOutcome(model: Model, tab: TabId, outcome: Outcome) {
  if (outcome === 'unanswered') {
    model.live[tab] = null
    model.waiting[tab] = true
    return
  }
  const next =
    outcome === 'answered'
      ? {
          lines: model.cart.lines.map((line) => ({
            ...line,
            upsells: expectedUpsells(line.code, line.amount),
          })),
          // Only the service's one code is applied; any other is turned down and leaves the cart.
          discountCode: model.cart.discountCode === knownDiscountCode ? knownDiscountCode : null,
        }
      : { lines: [], discountCode: null }
  // The answering tab saves the answer; the other tabs ask again if that changed the cart.
  change(model, next, tab, { answer: true })
}

function emittedDuring(tab: CartTab, step: () => void) {
  const before = tab.emitted.length
  step()
  return tab.emitted.slice(before)
}

class Add implements CartCommand {
  constructor(
    readonly tab: TabId,
    readonly product: Product,
    readonly silent: boolean,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const existing = model.cart.lines.find((line) => line.code === this.product.code)
    const wasEmpty = model.cart.lines.length === 0
    const full = existing !== undefined && existing.amount >= 99
    let emitted: CartEmitted[] = []
    await runAndCheck(model, real, () => {
      emitted = emittedDuring(real.tabs[this.tab], () =>
        real.tabs[this.tab].actor.send({ type: 'ADD', product: this.product, silent: this.silent }),
      )
      if (full) return
      change(
        model,
        {
          ...model.cart,
          lines: existing
            ? model.cart.lines.map((line) =>
                line === existing ? { ...line, amount: line.amount + 1 } : line,
              )
            : [...model.cart.lines, { code: this.product.code, amount: 1, upsells: [] }],
        },
        this.tab,
      )
    })
    // spec §4: the first product opens firstInCart, any other add shows a success notice; silent, neither.
    const modal = emitted.filter((event) => event.type === 'firstInCart')
    const success = emitted.filter((event) => event.type === 'notice' && event.kind === 'success')
    expect(modal).toHaveLength(!this.silent && !full && wasEmpty ? 1 : 0)
    expect(success).toHaveLength(!this.silent && !full && !wasEmpty ? 1 : 0)
  }
  toString = () => `ADD(tab ${this.tab}, ${this.product.code}${this.silent ? ', silent' : ''})`
}

class SetAmount implements CartCommand {
  constructor(
    readonly tab: TabId,
    readonly product: Product,
    readonly amount: number,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      real.tabs[this.tab].actor.send({ type: 'SET_AMOUNT', code: this.product.code, amount: this.amount })
      const line = model.cart.lines.find((candidate) => candidate.code === this.product.code)
      const valid = Number.isInteger(this.amount) && this.amount >= 1 && this.amount <= 99
      if (line === undefined || !valid || line.amount === this.amount) return
      change(
        model,
        {
          ...model.cart,
          lines: model.cart.lines.map((candidate) =>
            candidate === line ? { ...candidate, amount: this.amount } : candidate,
          ),
        },
        this.tab,
      )
    })
  }
  toString = () => `SET_AMOUNT(tab ${this.tab}, ${this.product.code}, ${this.amount})`
}

class Remove implements CartCommand {
  constructor(
    readonly tab: TabId,
    readonly product: Product,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      real.tabs[this.tab].actor.send({ type: 'REMOVE', code: this.product.code })
      if (!model.cart.lines.some((line) => line.code === this.product.code)) return
      change(
        model,
        { ...model.cart, lines: model.cart.lines.filter((line) => line.code !== this.product.code) },
        this.tab,
      )
    })
  }
  toString = () => `REMOVE(tab ${this.tab}, ${this.product.code})`
}

class Reset implements CartCommand {
  constructor(readonly tab: TabId) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      real.tabs[this.tab].actor.send({ type: 'RESET' })
      change(model, { lines: [], discountCode: null }, this.tab)
    })
  }
  toString = () => `RESET(tab ${this.tab})`
}

class ApplyDiscountCode implements CartCommand {
  constructor(
    readonly tab: TabId,
    readonly code: string,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      real.tabs[this.tab].actor.send({ type: 'APPLY_DISCOUNT_CODE', code: this.code })
      const parsed = discountCodeSchema.safeParse(this.code)
      if (parsed.success) change(model, { ...model.cart, discountCode: parsed.data }, this.tab)
    })
  }
  toString = () => `APPLY_DISCOUNT_CODE(tab ${this.tab}, ${JSON.stringify(this.code)})`
}

class RemoveDiscountCode implements CartCommand {
  constructor(readonly tab: TabId) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      real.tabs[this.tab].actor.send({ type: 'REMOVE_DISCOUNT_CODE' })
      change(model, { ...model.cart, discountCode: null }, this.tab)
    })
  }
  toString = () => `REMOVE_DISCOUNT_CODE(tab ${this.tab})`
}

/** The service answers one waiting request, the newest or any older one (slow, out of order), or it never does. */
class Answer implements CartCommand {
  constructor(
    readonly pick: number,
    readonly outcome: Outcome,
  ) {}
  check = (model: Readonly<Model>) => model.unanswered.length > 0
  async run(model: Model, real: Real) {
    const id = model.unanswered[this.pick % model.unanswered.length]
    const request = real.validation.requests.find((candidate) => candidate.id === id)
    if (id === undefined || request === undefined) throw new Error(`request ${String(id)} is not waiting`)
    model.unanswered = model.unanswered.filter((waiting) => waiting !== id)
    const tab = tabIds.find((candidate) => model.live[candidate] === id)
    await runAndCheck(model, real, () => {
      if (this.outcome === 'answered') request.succeed()
      else if (this.outcome === 'refused') request.fail()
      else request.cut()
      if (tab !== undefined) applyOutcome(model, tab, this.outcome)
    })
  }
  toString = () => `ANSWER(#${this.pick}, ${this.outcome})`
}

/**
 * An answer that was already in the machine's queue when the cart changed (so cancelling its request
 * could not stop it), delivered as the machine's own `done` event for the revision it was made for.
 */
class DeliverQueuedAnswer implements CartCommand {
  constructor(
    readonly pick: number,
    readonly outcome: Outcome,
  ) {}
  check = (model: Readonly<Model>) => model.requests > 0
  async run(model: Model, real: Real) {
    const id = (this.pick % model.requests) + 1
    const made = real.madeFor.get(id)
    const request = real.validation.requests.find((candidate) => candidate.id === id)
    if (made === undefined || request === undefined) throw new Error(`request ${id} is unknown`)
    const tab = tabIds.find((candidate) => model.live[candidate] === id)
    // A reloaded tab's old machine is gone, and with it whatever was in its queue.
    const stillRunning = tabIds.some((candidate) => real.tabs[candidate].actor === made.machine)
    await runAndCheck(model, real, () => {
      if (!stillRunning) return
      made.machine.send({
        type: `xstate.done.actor.${cartValidationId}`,
        output: {
          revision: made.revision,
          result:
            this.outcome === 'answered'
              ? { kind: 'answered', response: answerFor(request.request) }
              : { kind: this.outcome, error: this.outcome === 'refused' ? refusal() : noAnswer() },
        },
      })
      if (tab === undefined) return
      model.unanswered = model.unanswered.filter((waiting) => waiting !== id)
      applyOutcome(model, tab, this.outcome)
    })
  }
  toString = () => `DELIVER_QUEUED_ANSWER(#${this.pick}, ${this.outcome})`
}

/** The tab is reloaded: a new machine starts from storage and revalidates what it finds. */
class Reload implements CartCommand {
  constructor(readonly tab: TabId) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      real.tabs[this.tab].stop()
      real.tabs[this.tab] = startCartTab(this.tab, real.shared, real.validation)
      model.live[this.tab] = null
      model.waiting[this.tab] = false
      if (model.cart.lines.length > 0) {
        ask(model, this.tab)
      }
    })
  }
  toString = () => `RELOAD(tab ${this.tab})`
}

/**
 * Time passes in one tab (its longest wait, 15 s) or the browser comes back online: a tab that waits to
 * ask again for its cart does so, once; any other tab asks nothing.
 */
class RetryWaitEnds implements CartCommand {
  constructor(
    readonly tab: TabId,
    readonly backOnline: boolean,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      if (this.backOnline) real.tabs[this.tab].actor.send({ type: 'RETRY_NOW' })
      else real.tabs[this.tab].clock.increment(retryDelayMs(Number.MAX_SAFE_INTEGER))
      if (!model.waiting[this.tab]) return
      model.waiting[this.tab] = false
      ask(model, this.tab)
    })
  }
  toString = () => `${this.backOnline ? 'BACK_ONLINE' : 'RETRY_WAIT_ENDS'}(tab ${this.tab})`
}

/** Something else writes `cart` (an old version of the site, a hand edit): every tab drops it. */
class WriteUnreadable implements CartCommand {
  constructor(readonly value: string) {}
  check = () => true
  async run(model: Model, real: Real) {
    await runAndCheck(model, real, () => {
      real.shared.writeFromOutside(this.value)
      change(model, { lines: [], discountCode: null }, null)
    })
  }
  toString = () => `WRITE_UNREADABLE(${JSON.stringify(this.value)})`
}

const tab = fc.constantFrom(...tabIds)
const product = fc.constantFrom(...products)
const outcome = fc.constantFrom(...outcomes)
const commands = [
  fc.tuple(tab, product, fc.boolean()).map(([t, p, silent]) => new Add(t, p, silent)),
  fc
    .tuple(tab, product, fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, 3, 99, 100, 2.5)))
    .map(([t, p, amount]) => new SetAmount(t, p, amount)),
  fc.tuple(tab, product).map(([t, p]) => new Remove(t, p)),
  tab.map((t) => new Reset(t)),
  fc
    .tuple(tab, fc.constantFrom(knownDiscountCode, ' save5 ', 'NOPE10', 'not a code!'))
    .map(([t, code]) => new ApplyDiscountCode(t, code)),
  tab.map((t) => new RemoveDiscountCode(t)),
  fc.tuple(fc.nat(), outcome).map(([pick, answered]) => new Answer(pick, answered)),
  fc.tuple(fc.nat(), outcome).map(([pick, answered]) => new Answer(pick, answered)),
  fc.tuple(fc.nat(), outcome).map(([pick, answered]) => new DeliverQueuedAnswer(pick, answered)),
  fc.tuple(tab, fc.boolean()).map(([t, backOnline]) => new RetryWaitEnds(t, backOnline)),
  tab.map((t) => new Reload(t)),
  fc
    .constantFrom('{"version":1,', '{"version":2,"items":[]}', '[]', 'null')
    .map((value) => new WriteUnreadable(value)),
]

const seed = Number(process.env.CART_MODEL_SEED ?? Math.floor(Math.random() * 2 ** 31))
const numRuns = 1000

test(`the cart equals the reference model after any sequence (${numRuns} runs, seed ${seed})`, async () => {
  // Printed so a failure can be replayed: CART_MODEL_SEED=<seed> npx vitest run <this file>.
  console.log(`cart model-based test: seed ${seed}, ${numRuns} runs`)
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (sequence) => {
      const shared = new SharedStorage()
      const validation = new ControlledValidation()
      const real: Real = {
        shared,
        validation,
        tabs: { 1: startCartTab(1, shared, validation), 2: startCartTab(2, shared, validation) },
        madeFor: new Map(),
      }
      const model: Model = {
        cart: { lines: [], discountCode: null },
        removed: new Set(),
        live: { 1: null, 2: null },
        waiting: { 1: false, 2: false },
        unanswered: [],
        requests: 0,
      }
      try {
        await fc.asyncModelRun(() => ({ model, real }), sequence)
      } finally {
        for (const id of tabIds) real.tabs[id].stop()
      }
    }),
    { seed, numRuns },
  )
}, 120_000)
