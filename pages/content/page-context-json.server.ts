import { stringify } from '@brillout/json-serializer/stringify'

/**
 * Deeper than any page context of ours (a page's blocks nest a few levels); past it the serializer
 * decides, and it names a cycle where there is one.
 */
const maxPlainDepth = 64

/** Payloads whose JSON is kept (a few per page and market); the oldest is forgotten first. */
const maxKeptStrings = 256

const stringJsonKept = new Map<string, string>()

/** Vike's escapes (`htmlScriptSafe`): `<` so no `</script>` ends the tag early, `/` so no URL is crawled. */
function scriptSafe(json: string): string {
  return json.replaceAll('<', '\\u003c').replaceAll('/', '\\/')
}

/** The strings of a page context that are the content version's payloads, whose JSON is kept. */
type KeptStrings = readonly string[]

const noKeptStrings: KeptStrings = []

function stringJson(text: string, kept: KeptStrings): string {
  if (!kept.includes(text)) return scriptSafe(JSON.stringify(text))
  let json = stringJsonKept.get(text)
  if (json === undefined) {
    json = scriptSafe(JSON.stringify(text))
    if (stringJsonKept.size >= maxKeptStrings) {
      const oldest = stringJsonKept.keys().next()
      if (oldest.done !== true) stringJsonKept.delete(oldest.value)
    }
    stringJsonKept.set(text, json)
  }
  return json
}

/**
 * The JSON Vike's serializer writes for `value` when it is a tree of nulls, booleans, finite numbers,
 * strings that do not start with `!` (the serializer's mark of its own types), `undefined` (which it
 * writes as `"!undefined"`, in an object as in an array or its hole), arrays, and plain objects without
 * `toJSON`, functions or symbols; null for anything else (`NaN`, a date, a map, a string starting with
 * `!`, a class's instance), which the serializer writes in a form of its own. Keys come in the order
 * JSON.stringify takes them (`Object.keys`), and every string is escaped as the serializer escapes it.
 */
function plainJson(value: unknown, depth: number, kept: KeptStrings): string | null {
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false'
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : null
    case 'string':
      return value.startsWith('!') ? null : stringJson(value, kept)
    case 'undefined':
      return '"!undefined"'
    case 'object':
      break
    default:
      return null
  }
  if (value === null) return 'null'
  if (depth >= maxPlainDepth) return null
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value
    let json = '['
    // By index, not by iterator: a hole is read as `undefined`, as JSON.stringify reads it.
    for (let index = 0; index < items.length; index += 1) {
      const item = plainJson(items[index], depth + 1, kept)
      if (item === null) return null
      json += index === 0 ? item : `,${item}`
    }
    return `${json}]`
  }
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return null
  // Not among its listed keys, but read by JSON.stringify (`toJSON`) or by the serializer's check for
  // React elements (`$$typeof`).
  if ('toJSON' in value || '$$typeof' in value) return null
  let json = '{'
  let first = true
  for (const [key, entry] of Object.entries(value)) {
    const entryJson = plainJson(entry, depth + 1, kept)
    if (entryJson === null) return null
    json += `${first ? '' : ','}${stringJson(key, noKeptStrings)}:${entryJson}`
    first = false
  }
  return `${json}}`
}

/**
 * The page context's JSON for the browser, as Vike writes it (vike's serializeContext.js:
 * `@brillout/json-serializer` with React elements forbidden, `<` and `/` escaped). That serializer runs
 * a replacer for every value of the tree that copies the value's path and tries each of its types, and
 * escapes the page's payloads, the same strings for every request of a content version, each time: it
 * was a twentieth of an uncached content page (issue 17). A page context of plain values, which ours
 * are, is written here; anything else by the serializer. `contentPayloads` are strings of the page context
 * that are the same for every request of a content version (the page's blocks, the layout: ADR 034),
 * whose JSON is kept; a payload made per request (the locator's answer) is not among them.
 */
export function browserJson(value: object, contentPayloads: KeptStrings = noKeptStrings): string {
  return (
    plainJson(value, 0, contentPayloads) ??
    stringify(value, {
      forbidReactElements: true,
      htmlScriptSafe: { escapeScripts: true, escapeURLs: true },
    })
  )
}
