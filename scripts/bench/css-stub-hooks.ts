import type { LoadHook } from 'node:module'

/**
 * Node module hook for the in-process render: `pages/+Layout.tsx` imports `./global.css`, which Vite
 * handles in the real build but plain Node cannot load. Styles play no part in `renderToString`, so a
 * stylesheet becomes an empty module.
 */
export const load: LoadHook = (url, context, nextLoad) => {
  if (new URL(url).pathname.endsWith('.css'))
    return { format: 'module', source: 'export {}', shortCircuit: true }
  return nextLoad(url, context)
}
