import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { buildPollIntervalMs, createBuildPoll, latestBuildPath } from './build-poll.ts'

const renderedBuildId = 'build-on-screen'
const builtAt = '2026-11-26T10:00:00.000Z'

/** A document stand-in: its visibility is set by the test, its `visibilitychange` fired by it. */
function fakeVisibility() {
  const target = new EventTarget()
  let state: DocumentVisibilityState = 'visible'
  return {
    visibility: {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      get visibilityState() {
        return state
      },
    },
    become(next: DocumentVisibilityState) {
      state = next
      target.dispatchEvent(new Event('visibilitychange'))
    },
  }
}

/** A poll whose server answers with `answer` (a function of the URL asked), and what it asked and decided. */
function poll(answer: (url: string) => Promise<unknown>) {
  const asked: string[] = []
  const onNewBuild = vi.fn()
  const tab = fakeVisibility()
  const intervals: ReturnType<typeof setInterval>[] = []
  const buildPoll = createBuildPoll({
    renderedBuildId,
    fetchJson: (url) => {
      asked.push(url)
      return answer(url)
    },
    now: () => Date.now(),
    onNewBuild,
    visibility: tab.visibility,
    setInterval: (callback, ms) => intervals.push(setInterval(callback, ms)) - 1,
    clearInterval: (handle) => {
      if (typeof handle === 'number') clearInterval(intervals[handle])
    },
  })
  return { asked, onNewBuild, tab, buildPoll }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00.000Z') })
})

afterEach(() => {
  vi.useRealTimers()
})

test('asks every 5 minutes, with the time as a query so no cache answers (spec §7)', async () => {
  const { asked, onNewBuild } = poll(() => Promise.resolve({ buildId: renderedBuildId, builtAt }))
  expect(asked).toEqual([])
  await vi.advanceTimersByTimeAsync(buildPollIntervalMs - 1)
  expect(asked).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(asked).toEqual([`${latestBuildPath}?t=${Date.parse('2026-11-26T12:05:00.000Z')}`])
  await vi.advanceTimersByTimeAsync(buildPollIntervalMs)
  expect(asked).toHaveLength(2)
  expect(asked[1]).toBe(`${latestBuildPath}?t=${Date.parse('2026-11-26T12:10:00.000Z')}`)
  expect(onNewBuild).not.toHaveBeenCalled()
})

test('asks when the tab becomes visible again, not when it is hidden', async () => {
  const { asked, tab } = poll(() => Promise.resolve({ buildId: renderedBuildId, builtAt }))
  tab.become('hidden')
  await vi.advanceTimersByTimeAsync(0)
  expect(asked).toEqual([])
  tab.become('visible')
  await vi.advanceTimersByTimeAsync(0)
  expect(asked).toHaveLength(1)
})

test('another build is told once, and then the poll stops asking', async () => {
  const { asked, onNewBuild, tab } = poll(() => Promise.resolve({ buildId: 'deployed-since', builtAt }))
  tab.become('visible')
  await vi.advanceTimersByTimeAsync(0)
  expect(onNewBuild).toHaveBeenCalledTimes(1)
  await vi.advanceTimersByTimeAsync(buildPollIntervalMs * 3)
  tab.become('visible')
  await vi.advanceTimersByTimeAsync(0)
  expect(asked).toHaveLength(1)
  expect(onNewBuild).toHaveBeenCalledTimes(1)
})

test.each([
  ['a failed request', () => Promise.reject(new Error('offline'))],
  ['no id', () => Promise.resolve({ builtAt })],
  ['an empty id', () => Promise.resolve({ buildId: '', builtAt })],
  ['a time that is not ISO 8601', () => Promise.resolve({ buildId: 'deployed-since', builtAt: 'yesterday' })],
  ['not an object', () => Promise.resolve('<html>proxy error</html>')],
  ['null', () => Promise.resolve(null)],
])('%s changes nothing, and the next poll still asks', async (_name, answer) => {
  let calls = 0
  const { asked, onNewBuild } = poll(() => {
    calls += 1
    return calls === 1 ? answer() : Promise.resolve({ buildId: 'deployed-since', builtAt })
  })
  await vi.advanceTimersByTimeAsync(buildPollIntervalMs)
  expect(asked).toHaveLength(1)
  expect(onNewBuild).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(buildPollIntervalMs)
  expect(asked).toHaveLength(2)
  expect(onNewBuild).toHaveBeenCalledTimes(1)
})

test('stopped, it neither asks nor tells, also for an answer already on its way', async () => {
  let answer: (value: unknown) => void = () => undefined
  const { asked, onNewBuild, tab, buildPoll } = poll(() => new Promise((resolve) => (answer = resolve)))
  tab.become('visible')
  buildPoll.stop()
  answer({ buildId: 'deployed-since', builtAt })
  await vi.advanceTimersByTimeAsync(buildPollIntervalMs * 2)
  tab.become('visible')
  expect(asked).toHaveLength(1)
  expect(onNewBuild).not.toHaveBeenCalled()
})
