import { createActor, SimulatedClock, type Actor } from 'xstate'
import { cartTotals, taxByClass } from '#domain/money.ts'
import { HttpError } from '#http/http-client.ts'
import {
  cartValidateRequestSchema,
  cartValidateResponseSchema,
  type CartValidateRequestInput,
  type CartValidateResponse,
} from '#schemas/cart.ts'
import type { Product } from '#schemas/product.ts'
import { cartStorageKey } from '#schemas/stored-cart.ts'
import {
  cartMachine,
  cartValidationActor,
  type CartEmitted,
  type CartInput,
  type CartValidator,
} from './cart-machine.ts'
import { readCartStorage, writeCartStorage } from './cart-storage.ts'
import { cartValidatePath } from './cart-validation.ts'

/**
 * What the cart machine's tests run against: a small catalogue, a validation service that answers as
 * the real one does (prices from its catalogue, upsell rules, discount codes), answers the test releases
 * one by one, and a localStorage of tabs that hear each other's changes.
 */

const image = {
  url: '/images/products/premium-wash.svg',
  alt: 'A car after the wash',
  width: 800,
  height: 600,
}

function product(code: string, name: string, price: number, extra: Partial<Product> = {}): Product {
  return {
    code,
    name,
    attributes: { product_name: name.toUpperCase(), price, tax_class: 25.5, currency: 'EUR' },
    image,
    bundleMembers: [],
    isBundle: false,
    ...extra,
  }
}

export const premiumWash = product('WASH-PREMIUM', 'Premium wash', 1990)
export const basicWash = product('WASH-BASIC', 'Basic wash', 990)
export const premiumBundle = product('BUNDLE-PREMIUM-5', '5 × Premium wash (pay for 4)', 7960, {
  unitPrice: 1592,
  isBundle: true,
  bundleMembers: [{ amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premium wash' } }],
})
export const giftCard = product('GIFT-CARD-SMALL', 'Gift card 20 €', 2000, {
  attributes: { product_name: 'GIFT CARD 20', price: 2000, tax_class: 0, currency: 'EUR' },
})

export const catalogue: readonly Product[] = [premiumWash, basicWash, premiumBundle, giftCard]

/** Gift cards are money: a discount code never reduces them (ADR 027). */
const notDiscountable = new Set([giftCard.code])

/** spec §4's upsell suggestions, as data (the embedded service's rules are the same shape). */
const upsellRules: Record<string, readonly { code: string; quantity: number }[]> = {
  [premiumWash.code]: [{ code: premiumBundle.code, quantity: 1 }],
  [basicWash.code]: [{ code: premiumWash.code, quantity: 1 }],
}

/** The service's discount codes: the only code it applies, 5 € off. */
export const knownDiscountCode = 'SAVE5'
const knownDiscount = 500

function catalogueProduct(code: string): Product {
  const found = catalogue.find((entry) => entry.code === code)
  if (found === undefined) throw new Error(`unknown product ${code}`)
  return found
}

/**
 * spec §7 call 7 as the service answers it, parsed with the contract's schema (as the HTTP client does),
 * so a test sees exactly what the browser would.
 */
export function answerFor(input: CartValidateRequestInput): CartValidateResponse {
  const request = cartValidateRequestSchema.parse(input)
  const lines = request.items.map((item) => {
    const entry = catalogueProduct(item.code)
    return {
      unitPrice: entry.attributes.price,
      quantity: item.quantity,
      taxClass: entry.attributes.tax_class,
      discountable: !notDiscountable.has(entry.code),
    }
  })
  const applied = request.discountCode === knownDiscountCode
  const discount = applied ? knownDiscount : 0
  return cartValidateResponseSchema.parse({
    items: request.items.map((item) => ({
      quantity: item.quantity,
      product: catalogueProduct(item.code),
      upsellProducts: item.showUpsell
        ? (upsellRules[item.code] ?? []).map((rule) => ({
            quantity: rule.quantity,
            product: catalogueProduct(rule.code),
          }))
        : [],
    })),
    totals: cartTotals(lines, discount),
    currency: 'EUR',
    taxBreakdown: taxByClass(lines, discount),
    ...(request.discountCode === undefined
      ? {}
      : {
          discountCode: applied
            ? { code: request.discountCode, status: 'applied' }
            : { code: request.discountCode, status: 'rejected', reason: 'unknown' },
        }),
  })
}

export interface PendingValidation {
  id: number
  /** Which tab asked (the machine's host). */
  tab: number
  request: CartValidateRequestInput
  signal: AbortSignal
  succeed: () => void
  /** The service turns the cart down (spec §4's validation failure). */
  fail: () => void
  /** No answer comes: the connection drops (ADR 055). */
  cut: () => void
  settled: boolean
}

/** The service's refusal of a cart, as the HTTP client reports it. */
export function refusal(): HttpError {
  return new HttpError('status', 422, 'POST', cartValidatePath, 'the digital-order service answered 422')
}

/** A request that got no answer, as the HTTP client reports it. */
export function noAnswer(): HttpError {
  return new HttpError('network', undefined, 'POST', cartValidatePath, 'the connection dropped')
}

/** A validation service whose answers wait until the test releases them, in any order. */
export class ControlledValidation {
  readonly requests: PendingValidation[] = []
  private nextId = 1

  /** The validator one tab's machine uses. */
  validatorFor(tab: number): CartValidator {
    return (request, { signal }) =>
      new Promise<CartValidateResponse>((resolve, reject) => {
        const pending: PendingValidation = {
          id: this.nextId++,
          tab,
          request,
          signal,
          settled: false,
          succeed: () => {
            pending.settled = true
            resolve(answerFor(request))
          },
          fail: () => {
            pending.settled = true
            reject(refusal())
          },
          cut: () => {
            pending.settled = true
            reject(noAnswer())
          },
        }
        this.requests.push(pending)
      })
  }

  unsettled(): PendingValidation[] {
    return this.requests.filter((request) => !request.settled)
  }

  latest(): PendingValidation | undefined {
    return this.unsettled().at(-1)
  }
}

/**
 * localStorage shared by tabs. As in a browser, a change reaches every other tab as a `storage` event,
 * and only when the text really changes.
 */
export class SharedStorage {
  private readonly values = new Map<string, string>()
  private readonly tabs = new Map<number, (storedCart: string | null) => void>()

  /** The Storage one tab sees. */
  storageFor(tab: number): Storage {
    const change = (key: string, value: string | null) => {
      if ((this.values.get(key) ?? null) === value) return
      if (value === null) this.values.delete(key)
      else this.values.set(key, value)
      if (key !== cartStorageKey) return
      for (const [other, listener] of this.tabs) if (other !== tab) listener(value)
    }
    const values = this.values
    return {
      get length() {
        return values.size
      },
      key: (index) => [...values.keys()][index] ?? null,
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => change(key, value),
      removeItem: (key) => change(key, null),
      clear: () => {
        for (const key of [...values.keys()]) change(key, null)
      },
    }
  }

  /** Another tab's change reaches `listener` (the host's `storage` listener). */
  listen(tab: number, listener: (storedCart: string | null) => void): void {
    this.tabs.set(tab, listener)
  }

  forget(tab: number): void {
    this.tabs.delete(tab)
  }

  /** Writes a value as something else would (an old version of the site, a hand edit), waking every tab. */
  writeFromOutside(value: string | null): void {
    const previous = this.values.get(cartStorageKey) ?? null
    if (previous === value) return
    if (value === null) this.values.delete(cartStorageKey)
    else this.values.set(cartStorageKey, value)
    for (const listener of this.tabs.values()) listener(value)
  }

  cart(): string | null {
    return this.values.get(cartStorageKey) ?? null
  }
}

/** Lets every promise, and what it sets off, run before the test looks. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

export interface CartTab {
  actor: Actor<typeof cartMachine>
  /** The tab's own clock: the wait before a validation is tried again passes only when the test says. */
  clock: SimulatedClock
  /** Everything the machine asked its host to do, in order. */
  emitted: CartEmitted[]
  stop: () => void
}

/**
 * One browser tab running the cart machine as the host runs it (machines/cart/cart-machine-host.tsx):
 * started from the shared storage, saving into it, hearing the other tabs' changes, and validating with
 * the controlled service.
 */
export function startCartTab(
  tab: number,
  shared: SharedStorage,
  validation: ControlledValidation,
  input: Omit<CartInput, 'storedCart'> = {},
): CartTab {
  const storage = shared.storageFor(tab)
  const machine = cartMachine.provide({
    actors: { validateCart: cartValidationActor(validation.validatorFor(tab)) },
    actions: {
      persistCart: ({ context }) =>
        writeCartStorage({ items: context.items, discountCode: context.discountCode }, storage),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { ...input, storedCart: readCartStorage(storage) }, clock })
  const emitted: CartEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  shared.listen(tab, (storedCart) => actor.send({ type: 'STORAGE_CHANGED', storedCart }))
  actor.start()
  return {
    actor,
    clock,
    emitted,
    stop: () => {
      shared.forget(tab)
      actor.stop()
    },
  }
}
