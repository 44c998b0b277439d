import { createServer } from 'node:http'
import { expect, test } from 'vitest'
import { loadGeneratorThreads, runLoad } from './load-test.ts'

test('two threads where two cores share the connections evenly, else one', () => {
  expect(loadGeneratorThreads(10, 2)).toBe(2)
  expect(loadGeneratorThreads(10, 16)).toBe(2)
  expect(loadGeneratorThreads(10, 1)).toBe(1)
  // An odd count would lose a connection to autocannon's split (each thread opens ⌊connections ÷ threads⌋).
  expect(loadGeneratorThreads(9, 2)).toBe(1)
  expect(loadGeneratorThreads(1, 2)).toBe(1)
})

test('a load from two threads counts every answer of both, and the connections stay as asked', async () => {
  const sockets = new Set<unknown>()
  const server = createServer((request, response) => {
    sockets.add(request.socket)
    response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' })
    response.end('x'.repeat(2048))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the test server has no port')
  const { port } = address
  try {
    const result = await runLoad(`http://127.0.0.1:${String(port)}/`, {
      durationSeconds: 1,
      connections: 4,
      signal: new AbortController().signal,
    })
    expect(result.threads).toBe(loadGeneratorThreads(4))
    expect(result.totalRequests).toBeGreaterThan(0)
    expect(result.non2xx).toBe(0)
    expect(result.errors).toBe(0)
    expect(sockets.size).toBe(4)

    const missing = await runLoad(`http://127.0.0.1:${String(port)}/missing`, {
      durationSeconds: 1,
      connections: 2,
      signal: new AbortController().signal,
    })
    // Both threads' answers reach the total: every one of them was a 404.
    expect(missing.non2xx).toBe(missing.totalRequests)
    expect(missing.non2xx).toBeGreaterThan(0)
  } finally {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
  }
})
