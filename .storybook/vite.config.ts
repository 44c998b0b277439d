import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Storybook's own Vite config, used instead of the project's vite.config.ts: that one adds the
// Vike plugin, which would try to build the site's pages and server inside the Storybook bundle.
// package.json#imports aliases (`#components/*`, …) need no entry here: Vite resolves them natively.
export default defineConfig({
  plugins: [react()],
  // Storybook takes only build.target from this file; other build options belong in viteFinal.
  build: { target: 'es2022' },
})
