import { expect, test } from 'vitest'
import { z } from 'zod'
import { createLogger, lazyChildLogger, unredactedLogger, type LogLevel } from './logger.server.ts'

const logLine = z.looseObject({ time: z.string(), level: z.string(), msg: z.string() })

function capture(options: { level?: LogLevel | 'silent'; withStacks?: boolean } = {}) {
  const lines: string[] = []
  const logger = createLogger({
    level: options.level ?? 'debug',
    withStacks: options.withStacks ?? false,
    write: (line) => lines.push(line),
  })
  return { logger, entries: () => lines.map((line) => logLine.parse(JSON.parse(line))), lines }
}

test('each entry is one JSON line with an ISO time, the level by name, the message and the fields', () => {
  const { logger, lines, entries } = capture()
  logger.info({ path: '/en-EU', status: 200 }, 'request')
  expect(lines).toHaveLength(1)
  expect(lines[0]?.endsWith('}\n')).toBe(true)
  const [entry] = entries()
  expect(entry).toMatchObject({ level: 'info', msg: 'request', path: '/en-EU', status: 200 })
  expect(new Date(entry?.time ?? '').toISOString()).toBe(entry?.time)
  expect(entry).not.toHaveProperty('pid')
  expect(entry).not.toHaveProperty('hostname')
})

test('lines below LOG_LEVEL are not written; silent writes nothing', () => {
  const warnings = capture({ level: 'warn' })
  warnings.logger.debug('debug')
  warnings.logger.info('info')
  warnings.logger.warn('warn')
  warnings.logger.error('error')
  expect(warnings.entries().map((entry) => entry.level)).toEqual(['warn', 'error'])
  const silent = capture({ level: 'silent' })
  silent.logger.error('error')
  expect(silent.lines).toEqual([])
})

test('a child logger adds its fields to every line', () => {
  const { logger, entries } = capture()
  logger.child({ requestId: 'req-12345678' }).warn({ reason: 'x' }, 'not ready')
  expect(entries()).toEqual([expect.objectContaining({ requestId: 'req-12345678', reason: 'x' })])
})

test('an error carries its name and message; its stack only in development', () => {
  const production = capture({ withStacks: false })
  production.logger.error({ error: new TypeError('boom') }, 'unhandled error')
  production.logger.error(new RangeError('direct'), 'passed as the first argument')
  const [field, direct] = production.entries()
  expect(field?.error).toEqual({ name: 'TypeError', message: 'boom' })
  expect(direct?.error).toEqual({ name: 'RangeError', message: 'direct' })

  const development = capture({ withStacks: true })
  development.logger.error({ error: new Error('boom') }, 'unhandled error')
  expect(development.entries()[0]?.error).toMatchObject({
    name: 'Error',
    stack: expect.stringContaining('boom'),
  })
})

test('cookies and credentials are redacted wherever a line carries them', () => {
  const { logger, lines } = capture()
  logger.info(
    {
      cookie: 'session=top-secret-1',
      headers: { cookie: 'top-secret-2', Authorization: 'Bearer top-secret-3', accept: 'text/html' },
      req: { headers: { authorization: 'Basic top-secret-4', 'proxy-authorization': 'top-secret-5' } },
      upstream: { res: { headers: { 'set-cookie': ['top-secret-6'] } } },
    },
    'headers',
  )
  logger.child({ headers: { 'Set-Cookie': 'top-secret-7' } }).info('child')
  const written = lines.join('')
  expect(written).not.toContain('top-secret')
  expect(written).toContain('"accept":"text/html"')
  expect(written.match(/\[redacted\]/g)).toHaveLength(7)
})

test('a lazy child is made when it is first used, and is then the child in every way', () => {
  const { logger, entries } = capture()
  let children = 0
  const parent = new Proxy(logger, {
    get(target, property) {
      if (property === 'child') children += 1
      const value: unknown = Reflect.get(target, property, target)
      return value
    },
  })
  const lazy = lazyChildLogger(parent, { requestId: 'req-12345678' })
  expect(children).toBe(0)
  lazy.warn({ cookie: 'session=secret', reason: 'x' }, 'not ready')
  lazy.level = 'error'
  lazy.warn('below its own level now')
  lazy.error('still written')
  expect(children).toBe(1)
  expect(entries()).toEqual([
    expect.objectContaining({
      requestId: 'req-12345678',
      cookie: '[redacted]',
      reason: 'x',
      msg: 'not ready',
    }),
    expect.objectContaining({ requestId: 'req-12345678', level: 'error', msg: 'still written' }),
  ])
  // The parent's level is its own.
  logger.warn('the parent still writes warnings')
  expect(entries().at(-1)).toMatchObject({ msg: 'the parent still writes warnings' })
})

test('the access log writes its own fields as they are, without the redaction the other lines get', () => {
  const { logger, entries } = capture()
  unredactedLogger(logger).info({ requestId: 'req-12345678', path: '/en-EU', status: 200 }, 'request')
  logger.info({ cookie: 'session=secret' }, 'a line that names a header')
  expect(entries()).toEqual([
    expect.objectContaining({ level: 'info', requestId: 'req-12345678', path: '/en-EU', status: 200 }),
    expect.objectContaining({ cookie: '[redacted]' }),
  ])
})
