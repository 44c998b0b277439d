export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

const severity: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 100,
}

export type LogFields = Record<string, unknown>

export interface Logger {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
  child(fields: LogFields): Logger
}

function serializeError(error: unknown, withStack: boolean): unknown {
  if (!(error instanceof Error)) return error
  return { name: error.name, message: error.message, ...(withStack ? { stack: error.stack } : {}) }
}

/**
 * One JSON object per line on stdout, so a log shipper can index every field without parsing prose.
 * Stacks are kept only in development; production logs carry the error name and message.
 */
export function createLogger(options: {
  level: LogLevel | 'silent'
  withStacks: boolean
  write?: (line: string) => void
  base?: LogFields
}): Logger {
  const write = options.write ?? ((line: string) => process.stdout.write(line))
  const threshold = severity[options.level]
  const base = options.base ?? {}
  const log = (level: LogLevel, msg: string, fields: LogFields = {}) => {
    if (severity[level] < threshold) return
    const entry: LogFields = { time: new Date().toISOString(), level, msg, ...base, ...fields }
    if ('error' in entry) entry.error = serializeError(entry.error, options.withStacks)
    write(`${JSON.stringify(entry)}\n`)
  }
  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  }
}
