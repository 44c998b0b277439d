import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { contentTypeOfLoadersId, deferBlockLoaders } from './scripts/build/deferred-block-loaders.ts'
import { stripServerOnlyBlockFields } from './scripts/build/server-only-block-fields.ts'
import { buildInfo } from './scripts/build/build-id.ts'
import { publicFileVersions } from './scripts/build/public-file-versions.ts'
import { startShellChunk } from './scripts/build/start-shell-chunk.ts'
import { packagesImportingReact, reactOnPreactAliases } from './scripts/build/react-on-preact.ts'

/** The browser never sanitizes (the server did); see schemas/sanitize-html.browser.ts. */
function serverOnlySanitizer(): Plugin {
  const browserStandIn = fileURLToPath(new URL('./schemas/sanitize-html.browser.ts', import.meta.url))
  return {
    name: 'forecourt:server-only-sanitizer',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => (source === 'sanitize-html' ? browserStandIn : null),
  }
}

/**
 * The browser's registry: without the schema, fixtures and description (scripts/build/server-only-block-fields.ts),
 * and with the loaders of each lazy and client-only block in a small module of its own, loaded by the
 * pages that show the block (scripts/build/deferred-block-loaders.ts, ADR 026).
 */
function browserRegistry(): Plugin & {
  loadersChunks: ReadonlySet<string>
  registryChunk(): string | undefined
} {
  const registry = fileURLToPath(new URL('./blocks/registry.ts', import.meta.url))
  let modules: ReadonlyMap<string, string> | undefined
  const loadersChunks = new Set<string>()
  let registryChunk: string | undefined
  return {
    name: 'forecourt:browser-registry',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id !== registry) return null
      const stripped = stripServerOnlyBlockFields(code) ?? code
      const deferred = deferBlockLoaders(stripped, 'registry.ts')
      modules = deferred?.modules ?? new Map()
      return deferred?.registry ?? stripped
    },
    async load(id) {
      const contentType = contentTypeOfLoadersId(id, registry)
      if (contentType === null) return null
      // The loaders come out of the registry's transform; asked for before it (a development server
      // that restarted under an open page), the registry is transformed first.
      if (modules === undefined) await this.load({ id: registry })
      const loaders = modules?.get(contentType)
      if (loaders === undefined) throw new Error(`no deferred block is registered as ${contentType}`)
      return loaders
    },
    generateBundle: {
      // Before Vite writes the files each dynamic import needs (vite:build-import-analysis).
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          const facade = output.facadeModuleId
          if (facade !== null && contentTypeOfLoadersId(facade, registry) !== null)
            loadersChunks.add(output.fileName)
          if (output.moduleIds.includes(registry)) registryChunk = output.fileName
        }
      },
    },
    loadersChunks,
    registryChunk: () => registryChunk,
  }
}

/**
 * Beside each dynamic import Vite lists the files the imported chunk needs, to fetch them at once. The
 * list leaves out what the importing chunk has loaded already (its own static imports, and for a
 * block's loaders' module, which only the registry imports, the registry's too), and is empty when only
 * the imported file is left: those names would sit in the start bundle for nothing (ADR 026).
 */
function preloadListing(registryInTheBrowser: ReturnType<typeof browserRegistry>): Plugin & {
  dependencies(file: string, host: string, dependencies: string[]): string[]
} {
  const staticImports = new Map<string, readonly string[]>()
  const loadedBy = (file: string, loaded = new Set<string>()): Set<string> => {
    if (loaded.has(file)) return loaded
    loaded.add(file)
    for (const imported of staticImports.get(file) ?? []) loadedBy(imported, loaded)
    return loaded
  }
  return {
    name: 'forecourt:preload-listing',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') staticImports.set(output.fileName, output.imports)
        }
      },
    },
    dependencies(file, host, dependencies) {
      const loaded = loadedBy(host)
      const registryChunk = registryInTheBrowser.registryChunk()
      if (registryInTheBrowser.loadersChunks.has(host) && registryChunk !== undefined)
        loadedBy(registryChunk, loaded)
      const needed = dependencies.filter((dependency) => !loaded.has(dependency))
      return needed.length === 1 && needed[0] === file ? [] : needed
    },
  }
}

const registryInTheBrowser = browserRegistry()
const preloads = preloadListing(registryInTheBrowser)

export default defineConfig({
  // The site runs on Preact's compatibility layer (ADR 048).
  resolve: { alias: reactOnPreactAliases() },
  ssr: { noExternal: [...packagesImportingReact] },
  plugins: [
    serverOnlySanitizer(),
    publicFileVersions(),
    registryInTheBrowser,
    preloads,
    buildInfo(),
    vike(),
    react(),
  ],
  build: {
    target: 'es2022',
    modulePreload: {
      resolveDependencies: (file, dependencies, { hostId }) =>
        preloads.dependencies(file, hostId, dependencies),
    },
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // What every page loads, in one chunk: Preact (ADR 048), and the small modules every content page and
            // the lazy blocks share (a chunk of their own cost 0.5 KB gzip in import preamble and a
            // request; here they cost their 0.3 KB).
            {
              name: 'ui-runtime',
              test: /^\0?rolldown[:/]runtime|node_modules[\\/]preact[\\/]|[\\/](schemas[\\/]locale\.ts|domain[\\/](responsive-image|public-file-versions)\.ts)$/,
            },
            // The router's navigate, which only the locator's Back handling imports, apart from the
            // router's prefetching that every page loads (blocks/station-locator/locator-navigate.ts).
            {
              name: 'router-navigate',
              test: /node_modules[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]navigate\.js$|[\\/]locator-navigate\.ts$/,
            },
            // The site's modules every page loads at start, in one chunk (scripts/build/start-shell-chunk.ts).
            { name: startShellChunk() },
          ],
        },
      },
    },
  },
})
