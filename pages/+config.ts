import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'
import { lazyBundledMessages } from '#i18n/bundled-messages-plugin.ts'
import { passToClient } from './pass-to-client.ts'

export default {
  // https://vike.dev/extends
  extends: [vikeReact],
  // https://vike.dev/disableUrlNormalization — our own redirects answer 307 (spec §5), not Vike's 301.
  disableUrlNormalization: true,
  // https://vike.dev/trailingSlash
  trailingSlash: false,
  // https://vike.dev/passToClient
  passToClient: [...passToClient],
  // https://vike.dev/prefetch — off: components/link-prefetch.ts prefetches instead, skipping slow and
  // save-data connections (spec §7), which Vike's setting cannot.
  prefetch: { staticAssets: false, pageContext: false },
  // https://vike.dev/Loading — none: no page suspends as a whole, and the blocks that load later show
  // their own fallbacks (ADR 017), so vike-react's default loading animation was dead weight in every
  // page's start bundle.
  Loading: {},
  // https://vike.dev/vite — the browser loads only its locale's bundled messages (issue 4).
  vite: { plugins: [lazyBundledMessages()] },
} satisfies Config
