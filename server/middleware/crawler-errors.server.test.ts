import { Hono } from 'hono'
import { expect, test } from 'vitest'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { crawlerErrorMessage, crawlerErrors } from './crawler-errors.server.ts'

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** A page server in miniature: the middleware around pages that answer the status in their path. */
function appWithLog() {
  const lines: unknown[] = []
  const logger = createLogger({
    level: 'info',
    withStacks: false,
    write: (line) => lines.push(JSON.parse(line)),
  })
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('logger', logger)
    await next()
  })
  app.use(crawlerErrors())
  app.get('/api/v1/missing', (c) =>
    c.json({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } }, 404),
  )
  app.get('/404/*', (c) => c.html('<h1>Page not found</h1>', 404))
  app.get('/500/*', (c) => c.html('<h1>Internal server error</h1>', 500))
  app.get('/200/*', (c) => c.html('<h1>Fine</h1>'))
  return { app, lines }
}

test('spec §8: a 404 page a crawler sees is reported as a warning, with the path and the crawler', async () => {
  const { app, lines } = appWithLog()
  const response = await app.request('/404/old-page', { headers: { 'user-agent': googlebot } })
  expect(response.status).toBe(404)
  expect(lines).toEqual([
    expect.objectContaining({
      level: 'warn',
      msg: crawlerErrorMessage,
      crawlerError: { status: 404, path: '/404/old-page', userAgent: googlebot },
    }),
  ])
})

test('a server error a crawler sees is reported as an error', async () => {
  const { app, lines } = appWithLog()
  await app.request('/500/broken', { headers: { 'user-agent': googlebot } })
  expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: crawlerErrorMessage })])
})

test('visitors, successful pages and API errors are not reported', async () => {
  const { app, lines } = appWithLog()
  await app.request('/404/old-page', { headers: { 'user-agent': browser } })
  await app.request('/404/old-page')
  await app.request('/200/fine', { headers: { 'user-agent': googlebot } })
  await app.request('/api/v1/missing', { headers: { 'user-agent': googlebot } })
  expect(lines).toEqual([])
})
