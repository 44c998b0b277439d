import type { LoadHook, ResolveHook } from 'node:module'
import { reactOnPreact } from '../build/react-on-preact.ts'

/**
 * Node module hooks for the in-process render, which must render what the server renders:
 * - `pages/+Layout.tsx` imports `./global.css`, which Vite handles in the real build but plain Node
 *   cannot load. Styles play no part in `renderToString`, so a stylesheet becomes an empty module.
 * - React's modules are Preact's (ADR 048), as in the build: the page tree and the libraries it imports
 *   get one copy of Preact.
 */
export const resolve: ResolveHook = (specifier, context, nextResolve) => {
  const preact = reactOnPreact[specifier]
  return nextResolve(preact ?? specifier, context)
}

export const load: LoadHook = (url, context, nextLoad) => {
  if (new URL(url).pathname.endsWith('.css'))
    return { format: 'module', source: 'export {}', shortCircuit: true }
  return nextLoad(url, context)
}
