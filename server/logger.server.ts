import { pino, stdTimeFunctions, type DestinationStream, type Logger as PinoLogger } from 'pino'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** The server's log: pino's logger, called as `logger.info({ fields }, 'message')`. */
export type Logger = PinoLogger

/**
 * Request and response headers that carry a session or a credential. Fetch's `Headers` names them in
 * lower case; a headers object written by hand may not.
 */
const secretHeaders = ['cookie', 'set-cookie', 'authorization', 'proxy-authorization'].flatMap((name) => [
  name,
  name.replace(/(^|-)[a-z]/g, (initial) => initial.toUpperCase()),
])

/**
 * Where a secret header may sit in what we log: a field of its own (`{ cookie }`), a headers object
 * (`{ headers }`, `{ req: { headers } }`), or a field of any object we log. pino's wildcard stands for
 * one level, so each depth is listed, down to `{ upstream: { req: { headers: { cookie } } } }`.
 */
export const redactedPaths = secretHeaders.flatMap((name) =>
  ['', '*.', '*.*.', '*.*.*.'].map((depth) => `${depth}["${name}"]`),
)

function serializeError(error: unknown, withStack: boolean): unknown {
  if (!(error instanceof Error)) return error
  return { name: error.name, message: error.message, ...(withStack ? { stack: error.stack } : {}) }
}

/**
 * One JSON object per line on stdout, so a log shipper can index every field without parsing prose:
 * `time` (ISO 8601), `level` as its name, `msg`, then the fields. Stacks are kept only in development;
 * production logs carry the error's name and message. `write` replaces stdout (tests, the development
 * pretty printer).
 */
export function createLogger(options: {
  level: LogLevel | 'silent'
  withStacks: boolean
  write?: (line: string) => void
}): Logger {
  const { write } = options
  const destination: DestinationStream =
    write === undefined
      ? // Synchronous, so the lines written just before `process.exit` (shutdown) are not lost.
        pino.destination({ dest: 1, sync: true })
      : { write }
  const errorSerializer = (error: unknown) => serializeError(error, options.withStacks)
  return pino(
    {
      level: options.level,
      // No pid or hostname on every line: the platform that collects the log knows where it ran.
      base: null,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `logger.error(error, 'message')` and `{ error }` read alike, and `{ err }` loses its stack as well.
      errorKey: 'error',
      serializers: { error: errorSerializer, err: errorSerializer },
      redact: { paths: redactedPaths, censor: '[redacted]' },
    },
    destination,
  )
}

/**
 * A logger whose lines carry `bindings`, made when it is first used: most requests log nothing of their
 * own, and pino redacts a child's bindings when the child is made (issue 17: 5 % of a cached page's
 * answer). Every use of it is the child's: its lines, its level, its own children.
 */
export function lazyChildLogger(parent: Logger, bindings: Record<string, string>): Logger {
  let child: Logger | undefined
  const real = (): Logger => (child ??= parent.child(bindings))
  return new Proxy(parent, {
    get(_parent, property) {
      const target = real()
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]): unknown => Reflect.apply(value, target, args)
    },
    set: (_parent, property, value) => Reflect.set(real(), property, value),
    has: (_parent, property) => Reflect.has(real(), property),
  })
}

/**
 * The parent's destination and format without its redaction, for lines whose fields are all our own
 * and never a header or a secret (the access log, server/middleware/request-context.server.ts): pino
 * walks every redacted path of every such line otherwise (issue 17: 13 % of a cached page's answer).
 */
export function unredactedLogger(parent: Logger): Logger {
  return parent.child({}, { redact: { paths: [], censor: '[redacted]' } })
}

/**
 * For a person at a terminal in development: pino-pretty's colours instead of JSON. Loaded only here,
 * so production never loads it (it is a development dependency); without it the log stays JSON.
 */
export async function prettyWriter(): Promise<((line: string) => void) | undefined> {
  try {
    const { prettyFactory } = await import('pino-pretty')
    const prettify = prettyFactory({ colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' })
    return (line) => process.stdout.write(prettify(line))
  } catch {
    return undefined
  }
}
