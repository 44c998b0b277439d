import { resolve } from 'node:path'
import type { Plugin } from 'vite'

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
  }
}
