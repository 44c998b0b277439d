/**
 * The one way onto the tag manager's `dataLayer` (issue 16): every event the site pushes (cart and
 * checkout analytics, error page tracking) passes this gate. Until the visitor has chosen, events wait
 * here, not on the data layer; a choice that allows the tag manager (statistics or marketing,
 * domain/consent.ts) sends them on in order, a refusal drops them, and after the choice each event goes
 * straight on or is dropped. The consent runtime (components/consent/consent-runtime.ts) opens and closes
 * the gate; nothing else reads the visitor's choice.
 */

type GateState = 'waiting' | 'open' | 'closed'

interface Gate {
  state: GateState
  queue: object[]
}

/**
 * Events kept while the visitor has not chosen. A visit that never chooses must not grow without end;
 * the oldest are dropped first, since the latest say most about where the visitor is now.
 */
const maxQueuedEvents = 100

// Keyed by the window (or a test's stand-in), so every test and every page window has its own gate.
const gates = new WeakMap<object, Gate>()

function gateOf(target: object): Gate {
  let gate = gates.get(target)
  if (gate === undefined) {
    gate = { state: 'waiting', queue: [] }
    gates.set(target, gate)
  }
  return gate
}

function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value)
}

/**
 * Appends to `target.dataLayer`, creating the array when the tag manager has not loaded (yet): it reads
 * what is already there once it starts.
 */
function appendToDataLayer(target: object, entry: object): void {
  const existing: unknown = Reflect.get(target, 'dataLayer')
  if (isArray(existing)) {
    existing.push(entry)
    return
  }
  Reflect.set(target, 'dataLayer', [entry])
}

/** Pushes an event through the consent gate: queued before a choice, sent after consent, dropped after refusal. */
export function pushToDataLayer(target: object, event: object): void {
  const gate = gateOf(target)
  if (gate.state === 'open') {
    appendToDataLayer(target, event)
  } else if (gate.state === 'waiting') {
    gate.queue.push(event)
    if (gate.queue.length > maxQueuedEvents) gate.queue.shift()
  }
}

/** Consent given: the queued events go onto the data layer in the order they came, and later ones follow. */
export function openDataLayer(target: object): void {
  const gate = gateOf(target)
  gate.state = 'open'
  const queued = gate.queue
  gate.queue = []
  for (const event of queued) appendToDataLayer(target, event)
}

/** Consent refused (or withdrawn): the queued events are dropped, and so is every later one. */
export function closeDataLayer(target: object): void {
  const gate = gateOf(target)
  gate.state = 'closed'
  gate.queue = []
}

/** Where the gate stands; for the consent runtime's tests and the e2e checks. */
export function dataLayerGateState(target: object): GateState {
  return gateOf(target).state
}

// The tag manager recognises a gtag command only as an `arguments` object, never as an array.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the values are read through `arguments`
function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the `arguments` object itself is what gtag() pushes
  return arguments
}

/**
 * An entry that is the tag manager's own, not the visitor's (its `gtm.js` start marker), onto the data
 * layer past the gate: it is pushed only when the tag manager loads, which needs consent already.
 */
export function pushPastGate(target: object, entry: object): void {
  appendToDataLayer(target, entry)
}

/**
 * A gtag command (`gtag('consent', 'default', {…})`) onto the data layer, past the gate: Consent Mode's
 * own commands carry no visitor data and must be there before the tag manager reads the queue.
 */
export function pushGtagCommand(target: object, ...command: unknown[]): void {
  appendToDataLayer(target, argumentsOf(...command))
}
