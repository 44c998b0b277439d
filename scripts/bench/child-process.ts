import type { ChildProcess } from 'node:child_process'

/** Keeps the last `limit` characters a child wrote, for error messages, without growing under load. */
export function outputTail(child: ChildProcess, limit = 4000): () => string {
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-limit)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => tail.trim()
}

/** Resolves with the exit code (or the signal's name) once the child has exited; at once if it already has. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode ?? '')
  return new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal ?? '')))
}

function signalPid(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal)
  } catch (error) {
    // ESRCH: it exited between the check and the signal, which is what we wanted.
    if (!(error instanceof Error && 'code' in error && error.code === 'ESRCH')) throw error
  }
}

/**
 * Stops a child by its PID: SIGTERM, wait for the exit; SIGKILL if it has not exited after `graceMs`.
 * Only the process this bench started is signalled, never a name pattern.
 */
export async function stopChild(child: ChildProcess, graceMs = 8000): Promise<number | string> {
  const { pid } = child
  if (pid === undefined) return exited(child)
  if (child.exitCode === null && child.signalCode === null) signalPid(pid, 'SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const overdue = new Promise<'overdue'>((done) => {
    timer = setTimeout(() => done('overdue'), graceMs)
  })
  const first = await Promise.race([exited(child), overdue])
  clearTimeout(timer)
  if (first !== 'overdue') return first
  signalPid(pid, 'SIGKILL')
  return exited(child)
}

/** Last resort from a synchronous `process.on('exit')` handler: nothing async runs there. */
export function killNow(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
    signalPid(child.pid, 'SIGKILL')
}

function abortReason(signal: AbortSignal): Error {
  const value: unknown = signal.reason
  return value instanceof Error ? value : new Error(String(value))
}

/** Rejects with the signal's reason when it aborts; for racing a step against Ctrl-C or the time bound. */
export function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(abortReason(signal))
    else signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true })
  })
}

/**
 * `work`, or the signal's reason if it aborts first. Unlike racing `whenAborted`, the listener is removed
 * afterwards, so a step repeated many times (Lighthouse runs) does not pile listeners on one signal.
 */
export async function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted()
  let onAbort = () => {}
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortReason(signal))
    signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    return await Promise.race([work, aborted])
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}
