import { expect, test, vi } from 'vitest'
import { createBuildUpdates } from './build-updates.ts'

function updates(
  startPoll: (id: string, onNewBuild: () => void) => Promise<unknown> = () => Promise.resolve(),
) {
  const fullLoads: string[] = []
  const polls: string[] = []
  let tellNewBuild: () => void = () => undefined
  const buildUpdates = createBuildUpdates({
    startPoll: (id, onNewBuild) => {
      polls.push(id)
      tellNewBuild = onNewBuild
      return startPoll(id, onNewBuild)
    },
    fullLoad: (url) => void fullLoads.push(url),
    currentUrl: () => 'https://example.test/en-EU',
  })
  return { buildUpdates, fullLoads, polls, newBuild: () => tellNewBuild() }
}

test('the poll starts once, after hydration, for the build the page was rendered with', () => {
  const { buildUpdates, polls } = updates()
  buildUpdates.hydrated('build-on-screen')
  buildUpdates.hydrated('build-on-screen')
  expect(polls).toEqual(['build-on-screen'])
})

test('a page without a build id does not poll', () => {
  const { buildUpdates, polls } = updates()
  buildUpdates.hydrated(undefined)
  expect(polls).toEqual([])
})

test('while the build is current, navigations stay client-side', () => {
  const { buildUpdates, fullLoads } = updates()
  buildUpdates.hydrated('build-on-screen')
  expect(buildUpdates.transitionStart('/en-EU/terms')).toBeNull()
  expect(fullLoads).toEqual([])
})

test('after a new build the next navigation is a full load, and the router waits for it', async () => {
  const { buildUpdates, fullLoads, newBuild } = updates()
  buildUpdates.hydrated('build-on-screen')
  newBuild()
  const leaving = buildUpdates.transitionStart('/en-EU/terms')
  expect(leaving).toBeInstanceOf(Promise)
  expect(fullLoads).toEqual(['/en-EU/terms'])
  const settled = vi.fn()
  void leaving?.then(settled, settled)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(settled).not.toHaveBeenCalled()
})

test('a poll whose chunk fails to load is no error: the page goes on without it', async () => {
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  const { buildUpdates } = updates(() =>
    Promise.reject(new Error('Failed to fetch dynamically imported module')),
  )
  buildUpdates.hydrated('build-on-screen')
  await new Promise((resolve) => setTimeout(resolve, 10))
  process.off('unhandledRejection', unhandled)
  expect(unhandled).not.toHaveBeenCalled()
  expect(buildUpdates.transitionStart('/en-EU/terms')).toBeNull()
})

test('the route to reload is the page being navigated to, then again the page on screen', () => {
  const { buildUpdates } = updates()
  expect(buildUpdates.route()).toBe('https://example.test/en-EU')
  expect(buildUpdates.transitionStart('/en-EU/terms')).toBeNull()
  expect(buildUpdates.route()).toBe('/en-EU/terms')
  buildUpdates.transitionEnd()
  expect(buildUpdates.route()).toBe('https://example.test/en-EU')
})
