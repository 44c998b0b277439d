import { register } from 'node:module'

// Prints the registered content types as a JSON array, for tools that cannot import the registry
// themselves (the Playwright spec). Blocks import their stylesheets, which only Vite can load; styles
// play no part in a list of names, so each stylesheet becomes an empty module.
register('./bench/css-stub-hooks.ts', import.meta.url)

// Imported after the hook is registered: a static import would reach the stylesheets first.
const { registeredContentTypes } = await import('#blocks/registry.ts')
process.stdout.write(`${JSON.stringify(registeredContentTypes)}\n`)
