import { register } from 'node:module'

// Loaded with `node --import tsx --import ./scripts/bench/register-css-stub.ts`: registered after tsx, so
// tsx compiles the hooks module itself.
register('./css-stub-hooks.ts', import.meta.url)
