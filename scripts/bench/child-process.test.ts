import { getEventListeners } from 'node:events'
import { expect, test } from 'vitest'
import { untilAborted } from './child-process.ts'

test('untilAborted gives the work its result and leaves no listener on the signal', async () => {
  const controller = new AbortController()
  for (let run = 0; run < 12; run += 1)
    await expect(untilAborted(Promise.resolve(run), controller.signal)).resolves.toBe(run)
  expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
})

test('untilAborted rejects with the abort reason while the work is still pending', async () => {
  const controller = new AbortController()
  const pending = untilAborted(new Promise<never>(() => {}), controller.signal)
  controller.abort(new Error('interrupted (SIGINT)'))
  await expect(pending).rejects.toThrow('interrupted (SIGINT)')
  expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
})

test('untilAborted refuses to start on a signal that has already aborted', async () => {
  const controller = new AbortController()
  controller.abort(new Error('time bound'))
  await expect(untilAborted(Promise.resolve(1), controller.signal)).rejects.toThrow('time bound')
})
