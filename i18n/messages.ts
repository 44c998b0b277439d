/** A message catalogue: nested namespaces whose leaves are texts with `{{placeholder}}`s. */
export interface Messages {
  [key: string]: string | Messages
}

/**
 * Editor overrides for one locale, served at `/service/i18n/locales/dsc/{locale}.json` and
 * `/service/i18n/locales/{locale}.json` (DESIGN §1, spec §7) from `content/i18n/`.
 */
export interface MessageOverrides {
  /** Overrides of the shared component texts (`content/i18n/dsc/{locale}.json`). */
  dsc: Messages
  /** The locale's own overrides (`content/i18n/{locale}.json`); they win over `dsc`. */
  locale: Messages
}

export const noMessageOverrides: MessageOverrides = Object.freeze({ dsc: {}, locale: {} })

/**
 * Layers catalogues, later ones winning key by key at every depth (issue 4: fallback bundled < locale
 * bundled < remote dsc < remote locale). Namespaces merge; a text replaces whatever was there. Inputs
 * are never modified.
 */
export function mergeMessages(...layers: readonly Messages[]): Messages {
  const merged: Messages = {}
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const existing = merged[key]
      merged[key] =
        typeof value === 'string' ? value : mergeMessages(typeof existing === 'object' ? existing : {}, value)
    }
  }
  return merged
}

/** Every text's dotted key, e.g. `validation.required`, in document order. */
export function messageKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`
    return typeof value === 'string' ? [path] : messageKeys(value, path)
  })
}

/** The text at a dotted key, or undefined when there is none (or a namespace sits there). */
export function messageAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** The `{{name}}` placeholders of a text, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort()
}
