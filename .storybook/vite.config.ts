import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** Vike's client router needs the Vike app's virtual modules; Storybook gets a stand-in (vike-client-router.ts). */
function vikeClientRouterStandIn(): Plugin {
  const standIn = fileURLToPath(new URL('./vike-client-router.ts', import.meta.url))
  return {
    name: 'storybook:vike-client-router-stand-in',
    enforce: 'pre',
    resolveId: (source) => (source === 'vike/client/router' ? standIn : null),
  }
}

// Storybook's own Vite config, used instead of the project's vite.config.ts: that one adds the
// Vike plugin, which would try to build the site's pages and server inside the Storybook bundle.
// package.json#imports aliases (`#components/*`, …) need no entry here: Vite resolves them natively.
export default defineConfig({
  plugins: [vikeClientRouterStandIn(), react()],
  // Storybook takes only build.target from this file; other build options belong in viteFinal.
  build: { target: 'es2022' },
})
