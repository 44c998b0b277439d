/*
 * The router's `navigate`, for the locator's history code to import when it needs it (locator-history.ts).
 * Imported through this module rather than as `import('vike/client/router')`: a dynamic import of the
 * router itself keeps all of its exports in every page's start bundle.
 */
export { navigate } from 'vike/client/router'
