/*
 * The catalogues this runtime holds and the editor overrides in effect, without any translation
 * library: the browser's start bundle reads texts through this module and `translator.ts` (ADR 031).
 * `i18n.ts` re-exports all of it beside the i18next instance that the server and `Trans` use.
 */
import { locales, type Locale } from '#schemas/locale.ts'
import { loadBundledMessages, loadBundledNamespace, preloadedMessages } from './bundled-messages.ts'
import type { LazyMessageNamespace } from './message-namespaces.ts'
import { mergeMessages, noMessageOverrides, type MessageOverrides, type Messages } from './messages.ts'

/** Texts missing in a locale fall back to English (issue 4: bundled messages merged over en-EU). */
export const fallbackLocale: Locale = 'en-EU'

/** Bundled catalogues this runtime holds: all four on the server, those loaded so far in the browser. */
const bundled = new Map<Locale, Messages>()
for (const locale of locales) {
  const messages = preloadedMessages[locale]
  if (messages !== undefined) bundled.set(locale, messages)
}

/** Editor overrides per locale, with their serialization to tell a changed set from the same one. */
const overrides = new Map<Locale, { value: MessageOverrides; signature: string }>()

/** Bumped whenever a catalogue or an override set changes, so translators built before are rebuilt. */
let revision = 0

/** Changes whenever the texts `messagesFor` answers may have changed (a catalogue loaded, overrides set). */
export function catalogueRevision(): number {
  return revision
}

/** Catalogue loads by key (`fi-FI`, `fi-FI:station`), each started once, on its way or done. */
const loads = new Map<string, Promise<void>>()

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key)
  if (pending === undefined) {
    pending = load()
    loads.set(key, pending)
    // A failed chunk load may succeed on the next navigation; do not keep the rejection.
    pending.catch(() => loads.delete(key))
  }
  return pending
}

function loadBundled(locale: Locale): Promise<void> {
  if (bundled.has(locale)) return Promise.resolve()
  return loadOnce(locale, () =>
    loadBundledMessages(locale).then((messages) => {
      bundled.set(locale, messages)
      revision += 1
    }),
  )
}

/** A lazy namespace of `locale`'s catalogue (message-namespaces.ts), merged into its core once that is here. */
function loadNamespace(locale: Locale, namespace: LazyMessageNamespace): Promise<void> {
  return loadOnce(`${locale}:${namespace}`, () =>
    Promise.all([loadBundled(locale), loadBundledNamespace(locale, namespace)]).then(([, messages]) => {
      bundled.set(locale, mergeMessages(bundled.get(locale) ?? {}, messages))
      revision += 1
    }),
  )
}

/** Whether `locale`'s bundled catalogue and the fallback's are in memory (always so on the server). */
export function hasMessages(locale: Locale): boolean {
  return bundled.has(locale) && bundled.has(fallbackLocale)
}

/** The editor overrides in effect for `locale` (none until `setMessageOverrides`). */
export function messageOverridesFor(locale: Locale): MessageOverrides {
  return overrides.get(locale)?.value ?? noMessageOverrides
}

/**
 * Puts a locale's editor overrides into effect. The server calls it once at boot with what
 * `content/i18n/` holds; the browser with what the page's `pageContext` carries, so both render the
 * same texts. Setting an equal set again changes nothing.
 */
export function setMessageOverrides(locale: Locale, value: MessageOverrides): void {
  const signature = JSON.stringify(value)
  if (overrides.get(locale)?.signature === signature) return
  overrides.set(locale, { value, signature })
  revision += 1
}

/**
 * Makes `locale` ready to render: its bundled catalogue and the fallback locale's are loaded (spec §4:
 * a locale change loads that locale's messages plus the fallback's), with the lazy namespaces the page's
 * blocks read (message-namespaces.ts), and its overrides set when given. Resolves at once when
 * everything is already there.
 */
export async function loadMessages(
  locale: Locale,
  localeOverrides?: MessageOverrides,
  namespaces: Iterable<LazyMessageNamespace> = [],
): Promise<void> {
  if (localeOverrides !== undefined) setMessageOverrides(locale, localeOverrides)
  const wanted = [...new Set(namespaces)]
  await Promise.all([
    loadBundled(fallbackLocale),
    loadBundled(locale),
    ...wanted.flatMap((namespace) => [
      loadNamespace(fallbackLocale, namespace),
      loadNamespace(locale, namespace),
    ]),
  ])
}

/**
 * The texts a page in `locale` shows, in the order of issue 4: fallback bundled < locale bundled <
 * remote dsc < remote locale. A catalogue not loaded yet contributes nothing.
 */
export function messagesFor(locale: Locale): Messages {
  const { dsc, locale: own } = messageOverridesFor(locale)
  return mergeMessages(bundled.get(fallbackLocale) ?? {}, bundled.get(locale) ?? {}, dsc, own)
}
