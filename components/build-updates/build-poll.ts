import { buildInfoSchema } from '#schemas/build-info.ts'

/**
 * spec §4 "Build updates", §7: the browser asks `/builds/latest.json` (with a timestamp query, so no
 * cache answers for the server) which build is current, every 5 minutes and whenever the tab becomes
 * visible again, the moment a tab left open over a deploy is most likely used. Loaded after hydration
 * in a chunk of its own (with zod/mini, ADR 018), never in the start bundle.
 */

/** How often an open tab asks, visible or not (spec §9 leaves the interval open; issue 16 sets it). */
export const buildPollIntervalMs = 5 * 60 * 1000

export const latestBuildPath = '/builds/latest.json'

export interface BuildPollParts {
  /** The build the page was rendered with (pages/+config.ts passes it from the server). */
  renderedBuildId: string
  /** The answer's JSON for `url`; throws when there is no usable answer. */
  fetchJson: (url: string) => Promise<unknown>
  now: () => number
  /** Told once, when the server serves another build. */
  onNewBuild: () => void
  /** Where `visibilitychange` is listened for, and whether the page is visible now. */
  visibility: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  setInterval: (callback: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
}

export interface BuildPoll {
  /** Asks once; an answer that fails or does not parse changes nothing. */
  check(): Promise<void>
  stop(): void
}

export function createBuildPoll(parts: BuildPollParts): BuildPoll {
  let stopped = false
  // Read through a function: a poll may be stopped while an answer is on its way.
  const isStopped = () => stopped
  const onVisibilityChange = () => {
    if (parts.visibility.visibilityState === 'visible') void poll.check()
  }
  const interval = parts.setInterval(() => void poll.check(), buildPollIntervalMs)
  parts.visibility.addEventListener('visibilitychange', onVisibilityChange)

  const poll: BuildPoll = {
    async check() {
      if (stopped) return
      let answer: unknown
      try {
        answer = await parts.fetchJson(`${latestBuildPath}?t=${parts.now()}`)
      } catch {
        // Offline, a server restarting, a proxy's error page: the next poll asks again.
        return
      }
      const parsed = buildInfoSchema.safeParse(answer)
      if (isStopped() || !parsed.success || parsed.data.buildId === parts.renderedBuildId) return
      // Nothing more to learn: the next navigation is a full load either way.
      poll.stop()
      parts.onNewBuild()
    },
    stop() {
      stopped = true
      parts.clearInterval(interval)
      parts.visibility.removeEventListener('visibilitychange', onVisibilityChange)
    },
  }
  return poll
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const body: unknown = await response.json()
  return body
}

/** The browser's poll for the page's build. Browser only. */
export function startBuildPoll(renderedBuildId: string, onNewBuild: () => void): BuildPoll {
  return createBuildPoll({
    renderedBuildId,
    fetchJson,
    now: () => Date.now(),
    onNewBuild,
    visibility: document,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => {
      if (typeof handle === 'number') window.clearInterval(handle)
    },
  })
}
