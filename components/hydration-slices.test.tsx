// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterEach, expect, test } from 'vitest'
import { beginSlicedHydration, endSlicedHydration, slicesWaiting } from './hydration-slices.tsx'
import {
  NestedSlicedPage,
  nestedSlicedPageServerMarkup,
  SlicedPage,
  slicedPageServerMarkup,
} from './hydration-slices.fixtures.tsx'

/** The tasks the slices asked for, run by the test one at a time. */
interface TaskQueue {
  schedule: (task: () => void) => number
  readonly length: number
  runNext: () => Promise<void>
}

const started: TaskQueue[] = []

afterEach(async () => {
  endSlicedHydration()
  // Turns a failed test left waiting end here, so that the next test starts with none.
  for (const tasks of started.splice(0)) while (tasks.length > 0) await tasks.runNext()
  document.body.replaceChildren()
})

function taskQueue(): TaskQueue {
  const tasks: Array<() => void> = []
  const queue: TaskQueue = {
    schedule: (task: () => void) => tasks.push(task),
    get length() {
      return tasks.length
    },
    async runNext() {
      const task = tasks.shift()
      if (task === undefined) throw new Error('no task was asked for')
      await act(async () => {
        task()
        await Promise.resolve()
      })
    },
  }
  started.push(queue)
  return queue
}

function serverPage(markup = slicedPageServerMarkup) {
  const container = document.createElement('div')
  container.innerHTML = markup
  document.body.append(container)
  return container
}

/**
 * The server's page (`SlicedPage`, or `NestedSlicedPage` when `nested`), hydrating with the slicing open;
 * the first pass is done when this returns.
 */
async function hydrateServerPage(prefix: string, { nested = false } = {}) {
  const container = serverPage(nested ? nestedSlicedPageServerMarkup : slicedPageServerMarkup)
  const tasks = taskQueue()
  beginSlicedHydration(true, tasks.schedule)
  const root = hydrateRoot(
    container,
    nested ? <NestedSlicedPage prefix={prefix} /> : <SlicedPage prefix={prefix} />,
  )
  await act(async () => Promise.resolve())
  endSlicedHydration()
  return { container, tasks, root }
}

function buttonLabelled(container: HTMLElement, label: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((each) => each.textContent.startsWith(label))
  if (!(button instanceof HTMLButtonElement)) throw new Error(`no button ${label}`)
  return button
}

async function press(button: HTMLButtonElement) {
  await act(async () => {
    button.click()
    await Promise.resolve()
  })
}

/**
 * Runs the next task of turns and presses `hydrated`, which now answers, and `waiting`, which does not yet
 * (its press lost, as on the server's markup before its turn).
 */
async function takeTurn(container: HTMLElement, tasks: TaskQueue, hydrated: string, waiting?: string) {
  await tasks.runNext()
  await press(buttonLabelled(container, hydrated))
  expect(buttonLabelled(container, hydrated).textContent).toBe(`${hydrated} 1`)
  if (waiting === undefined) return
  await press(buttonLabelled(container, waiting))
  expect(buttonLabelled(container, waiting).textContent).toBe(`${waiting} 0`)
}

/** Renders a `SlicedPage` of new names in a root of its own: it must render at once, waiting for nothing. */
async function expectMountedAtOnce(prefix: string) {
  const later = document.createElement('div')
  document.body.append(later)
  await act(async () => {
    createRoot(later).render(<SlicedPage prefix={prefix} />)
    await Promise.resolve()
  })
  expect(later.textContent).toBe('frame 0first 0first textsecond 0second text')
}

test('the frame hydrates at once, each slice in a task of its own and in the page order, keeping the server’s elements', async () => {
  const container = serverPage()
  const serverButtons = [...container.querySelectorAll('button')]
  const tasks = taskQueue()
  beginSlicedHydration(true, tasks.schedule)
  await act(async () => {
    hydrateRoot(container, <SlicedPage prefix="hydration" />)
    await Promise.resolve()
  })
  endSlicedHydration()

  // The frame answers; both slices are the server's markup, waiting.
  expect(slicesWaiting()).toBe(2)
  await press(buttonLabelled(container, 'frame'))
  await press(buttonLabelled(container, 'first'))
  expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
    'frame 1',
    'first 0',
    'second 0',
  ])

  // One task: the first slice, and only it.
  await takeTurn(container, tasks, 'first', 'second')
  expect(slicesWaiting()).toBe(1)

  // The next task: the second.
  await takeTurn(container, tasks, 'second')
  expect(slicesWaiting()).toBe(0)

  // Hydrated, not rendered again: the same elements, nothing added, nothing lost.
  expect([...container.querySelectorAll('button')]).toEqual(serverButtons)
  expect(container.querySelectorAll('p')).toHaveLength(2)
  expect(container.textContent).toBe('frame 1first 1first textsecond 1second text')
  // The turns are over: one more task ends them, and none is asked for after it.
  await tasks.runNext()
  expect(tasks.length).toBe(0)
})

test('the slices inside a slice wait for turns of their own, after it, and keep the server’s elements', async () => {
  const { container, tasks, root } = await hydrateServerPage('nested', { nested: true })
  const serverButtons = [...container.querySelectorAll('button')]
  expect(slicesWaiting()).toBe(1)

  // The outer slice's turn hydrates it, less its rows: they ask for turns of their own.
  await takeTurn(container, tasks, 'outer', 'row-a')
  expect(slicesWaiting()).toBe(2)

  // A row per task, in the page's order.
  await takeTurn(container, tasks, 'row-a', 'row-b')
  expect(slicesWaiting()).toBe(1)
  await takeTurn(container, tasks, 'row-b')
  expect(slicesWaiting()).toBe(0)

  // Hydrated, not rendered again.
  expect([...container.querySelectorAll('button')]).toEqual(serverButtons)
  expect(container.querySelectorAll('li')).toHaveLength(2)
  await tasks.runNext()
  expect(tasks.length).toBe(0)
  root.unmount()
})

test('rows still waiting for their turns keep the server’s elements when the slice around them renders again', async () => {
  const { container, tasks, root } = await hydrateServerPage('rerender', { nested: true })
  const serverButtons = [...container.querySelectorAll('button')]
  await tasks.runNext()
  await press(buttonLabelled(container, 'outer'))
  // The page renders again (new props from above) while both rows wait.
  await act(async () => {
    root.render(<NestedSlicedPage prefix="rerender" />)
    await Promise.resolve()
  })
  expect(container.innerHTML).toContain('<button type="button">row-a 0</button>')
  while (tasks.length > 0) await tasks.runNext()
  expect(slicesWaiting()).toBe(0)
  await press(buttonLabelled(container, 'row-b'))
  expect(container.textContent).toBe('frame 0outer 1row-a 0row-b 1')
  expect([...container.querySelectorAll('button')]).toEqual(serverButtons)
  root.unmount()
})

test('once a turn’s slice has hydrated, a slice it mounts later renders at once', async () => {
  const { tasks, root } = await hydrateServerPage('remount', { nested: true })
  // The outer slice's turn: its rows wait.
  await tasks.runNext()
  expect(slicesWaiting()).toBe(2)
  // Slices of other names, mounted after the turn's slice has hydrated: not part of the hydration.
  await expectMountedAtOnce('after-the-turn')
  expect(slicesWaiting()).toBe(2)
  while (tasks.length > 0) await tasks.runNext()
  expect(slicesWaiting()).toBe(0)
  root.unmount()
})

test('a render that is not the page’s hydration (a client navigation) waits for nothing', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const tasks = taskQueue()
  beginSlicedHydration(false, tasks.schedule)
  await act(async () => {
    createRoot(container).render(<SlicedPage prefix="navigation" />)
    await Promise.resolve()
  })
  expect(slicesWaiting()).toBe(0)
  expect(tasks.length).toBe(0)
  expect(container.textContent).toBe('frame 0first 0first textsecond 0second text')
  await press(buttonLabelled(container, 'second'))
  expect(buttonLabelled(container, 'second').textContent).toBe('second 1')
})

test('a slice mounted after the hydration’s first pass renders at once', async () => {
  const { tasks, root } = await hydrateServerPage('early')
  // Another page's slices, mounted later (new names): they do not wait, the page's own still do.
  await expectMountedAtOnce('later')
  expect(slicesWaiting()).toBe(2)
  while (tasks.length > 0) await tasks.runNext()
  expect(slicesWaiting()).toBe(0)
  root.unmount()
})

test('a client navigation before the first page’s slices had their turns renders the next page at once', async () => {
  const { container, tasks, root } = await hydrateServerPage('navigated')
  expect(slicesWaiting()).toBe(2)
  // The next page has blocks of the same ids (the same page in another locale, say).
  beginSlicedHydration(false, tasks.schedule)
  await act(async () => {
    root.render(
      <div>
        <SlicedPage prefix="navigated" />
      </div>,
    )
    await Promise.resolve()
  })
  expect(container.textContent).toBe('frame 0first 0first textsecond 0second text')
  await press(buttonLabelled(container, 'second'))
  expect(buttonLabelled(container, 'second').textContent).toBe('second 1')
  root.unmount()
})
