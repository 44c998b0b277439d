import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { stripServerOnlyBlockFields } from './scripts/build/server-only-block-fields.ts'

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

/** The registry's schema, fixtures and description stay out of the browser (scripts/build/server-only-block-fields.ts). */
function serverOnlyBlockFields(): Plugin {
  const registry = fileURLToPath(new URL('./blocks/registry.ts', import.meta.url))
  return {
    name: 'forecourt:server-only-block-fields',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: (code, id) => (id === registry ? stripServerOnlyBlockFields(code) : null),
  }
}

export default defineConfig({
  plugins: [serverOnlySanitizer(), serverOnlyBlockFields(), vike(), react()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // What every page loads, in one chunk: React, and the small modules every content page and
            // the lazy blocks share (a chunk of their own cost 0.5 KB gzip in import preamble and a
            // request; here they cost their 0.3 KB).
            {
              name: 'react',
              test: /^\0?rolldown[:/]runtime|node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/](components[\\/](page-clock|locator-results)\.tsx|schemas[\\/]locale\.ts|domain[\\/]responsive-image\.ts)$/,
            },
          ],
        },
      },
    },
  },
})
