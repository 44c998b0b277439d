import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { exited, killNow, outputTail, stopChild, whenAborted } from './child-process.ts'
import { servedCommand } from './serve-flags.ts'

export interface BenchServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  origin: string
  pid: number
  /** SIGTERM, wait for the exit, remove the data directory. Safe to call more than once. */
  stop(): Promise<void>
  /** Synchronous SIGKILL and clean-up for `process.on('exit')`, where nothing async runs. */
  killNow(): void
}

/** A cold start on a loaded 2-core machine (content validation, migrations) has taken over 30 s. */
const readyTimeoutMs = 90_000
const startAttempts = 3

/**
 * A free loopback port, chosen here rather than with PORT=0: the server prints its URL only at
 * LOG_LEVEL=info, which also writes an access-log line per request and slows the server under load.
 */
async function freeLoopbackPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done, fail) => probe.once('error', fail).listen(0, '127.0.0.1', done))
  const address = probe.address()
  await new Promise<void>((done) => probe.close(() => done()))
  if (address === null || typeof address === 'string') throw new Error('could not find a free loopback port')
  return address.port
}

async function waitUntilReady(origin: string, child: ChildProcess, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs
  let exitCode: number | string | undefined
  void exited(child).then((code) => (exitCode = code))
  while (Date.now() < deadline) {
    signal.throwIfAborted()
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it was ready`)
    try {
      const response = await fetch(`${origin}/readyz`, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(2000)]),
      })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet (or the probe timed out): poll again.
    }
    await sleep(200, undefined, { signal })
  }
  throw new Error(`the server was not ready within ${readyTimeoutMs / 1000} s`)
}

async function startOnce(
  entry: string,
  cwd: string,
  contentDir: string | undefined,
  signal: AbortSignal,
  extraEnv: Record<string, string>,
): Promise<BenchServer> {
  const port = await freeLoopbackPort()
  const dataDir = await mkdtemp(join(tmpdir(), 'forecourt-bench-'))
  // Node's options and environment as `npm run serve` gives them (ADR 036: the heap's bound; ADR 047: two
  // malloc arenas), so a node is measured as deployed.
  const served = servedCommand(cwd)
  const child = spawn(process.execPath, [...served.nodeOptions, entry], {
    cwd,
    // Only what the bench and the serve script set: a DATABASE_URL or CMS_API_URL in the caller's shell
    // would change what is measured.
    env: {
      PATH: process.env.PATH,
      ...served.environment,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(contentDir === undefined ? {} : { CONTENT_DIR: contentDir }),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tail = outputTail(child)
  let stopped: Promise<void> | undefined
  const server: BenchServer = {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    stop: () =>
      (stopped ??= (async () => {
        await stopChild(child)
        await rm(dataDir, { recursive: true, force: true })
      })()),
    killNow: () => {
      killNow(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  try {
    await Promise.race([
      waitUntilReady(server.origin, child, signal),
      new Promise<never>((_, fail) => child.once('error', fail)),
      whenAborted(signal),
    ])
    return server
  } catch (error) {
    await server.stop()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(tail() === '' ? reason : `${reason}; its output:\n${tail()}`, { cause: error })
  }
}

/**
 * Starts the production build as a child on loopback with a fresh data directory and waits for /readyz.
 * `cwd` is the repository root: the server reads `content/` from there, or `contentDir` when given.
 * `extraEnv` is what a mode measures on purpose (the orders bench's `DATABASE_URL`).
 */
export async function startBenchServer(
  entry: string,
  cwd: string,
  signal: AbortSignal,
  contentDir?: string,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: build first (npm run build) or pass --server-entry`)
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(entry, cwd, contentDir, signal, extraEnv)
    } catch (error) {
      // Another process can take the port between the probe and the server's bind; try a new one.
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE')
      if (!portTaken || attempt >= startAttempts || signal.aborted) throw error
    }
  }
}
