import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  // https://vike.dev/extends
  extends: [vikeReact],
  // https://vike.dev/disableUrlNormalization — our own redirects answer 307 (spec §5), not Vike's 301.
  disableUrlNormalization: true,
  // https://vike.dev/trailingSlash
  trailingSlash: false,
  // https://vike.dev/passToClient
  passToClient: ['locale', 'preview', 'contentPath', 'linkContext', 'layout', 'page'],
} satisfies Config
