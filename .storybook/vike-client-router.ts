// Storybook runs no Vike app, so Vike's client router has nothing to route: this stands in for
// `vike/client/router` in the Storybook build (.storybook/vite.config.ts). Stories render the
// components as pages do; a navigation or prefetch a story triggers simply does nothing here.
export function navigate(): Promise<void> {
  return Promise.resolve()
}

export function prefetch(): Promise<void> {
  return Promise.resolve()
}
