import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { isLazyMessageNamespace, lazyMessageNamespaces } from './message-namespaces.ts'

/**
 * Vite plugin (registered through `vite` in pages/+config.ts): the site's browser build gets
 * `i18n/bundled-messages.browser.ts` wherever `i18n/bundled-messages.ts` is imported, so each locale's
 * catalogue becomes its own chunk and a page loads only its locale and en-EU (issue 4: bundle size).
 * The server build, Vitest and Storybook keep the module that holds all four, which lets them render
 * any locale synchronously. The same kind of swap as the server-only sanitizer (ADR 008).
 */
export function lazyBundledMessages(): Plugin {
  let eager = ''
  let lazy = ''
  return {
    name: 'forecourt:lazy-bundled-messages',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      // From Vite's root, not this file's URL: Vike bundles config files into a temporary file.
      eager = resolve(config.root, 'i18n/bundled-messages.ts')
      lazy = resolve(config.root, 'i18n/bundled-messages.browser.ts')
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith('bundled-messages.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === eager ? lazy : null
    },
    async load(id) {
      const part = messagesPartOf(id)
      if (part === null) return null
      this.addWatchFile(part.file)
      const catalogue: unknown = JSON.parse(await readFile(part.file, 'utf8'))
      return `export default ${JSON.stringify(catalogueParts(catalogue, part.name))}`
    },
  }
}

const partQuery = /^(?<file>[^?]+\.json)\?messages-part=(?<name>[a-z]+)$/i

/** `…/fi-FI.json?messages-part=station` → the file and the part, or null for any other module. */
export function messagesPartOf(id: string): { file: string; name: string } | null {
  const match = partQuery.exec(id)
  const file = match?.groups?.['file']
  const name = match?.groups?.['name']
  return file === undefined || name === undefined ? null : { file, name }
}

/**
 * One part of a catalogue: `core` is everything but the lazy namespaces (message-namespaces.ts); a lazy
 * namespace's part holds that namespace alone. Anything else is a mistake in an import and stops the build.
 */
export function catalogueParts(catalogue: unknown, part: string): Record<string, unknown> {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) {
    throw new Error('a message catalogue must be a JSON object')
  }
  const entries = Object.entries(catalogue)
  if (part === 'core') return Object.fromEntries(entries.filter(([key]) => !isLazyMessageNamespace(key)))
  if (!isLazyMessageNamespace(part)) {
    throw new Error(`"${part}" is not a catalogue part: core or one of ${lazyMessageNamespaces.join(', ')}`)
  }
  return Object.fromEntries(entries.filter(([key]) => key === part))
}
