import { spawn } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { z } from 'zod'
import { killNow, outputTail, stopChild, whenAborted } from './child-process.ts'

const renderResultSchema = z.object({
  path: z.string(),
  renders: z.number().int().positive(),
  seconds: z.number().positive(),
  rendersPerSecond: z.number().positive(),
  h1: z.string(),
  html: z.string(),
})

export type RenderResult = z.infer<typeof renderResultSchema>

const warmupSeconds = 1
/** Starting node with tsx compiles the page tree first; this bounds it on a loaded machine. */
const startupAllowanceMs = 30_000

const registerCssStub = pathToFileURL(fileURLToPath(new URL('register-css-stub.ts', import.meta.url))).href
const childEntry = fileURLToPath(new URL('render-throughput.ts', import.meta.url))

/**
 * Runs render-throughput.ts in a child `node --import tsx` with the CSS hook, in production mode like the
 * server, and reads its one JSON line. `cwd` is the repository root (tsx and `content/` resolve from it);
 * `contentDir`, when given, replaces `content/` as it replaces the server's CONTENT_DIR.
 */
export async function measureRenderThroughput(options: {
  path: string
  seconds: number
  expectedH1: string
  cwd: string
  contentDir?: string
  signal: AbortSignal
}): Promise<RenderResult> {
  options.signal.throwIfAborted()
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      registerCssStub,
      childEntry,
      options.path,
      '--duration',
      String(options.seconds),
      '--warmup',
      String(warmupSeconds),
      '--expect-h1',
      options.expectedH1,
      ...(options.contentDir === undefined ? [] : ['--content-dir', options.contentDir]),
    ],
    { cwd: options.cwd, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const onExit = () => killNow(child)
  process.on('exit', onExit)
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const tail = outputTail(child)
  const exitCode = new Promise<number | null>((done, fail) => {
    child.once('error', fail)
    child.once('exit', (code) => done(code))
  })
  const timeLimitMs = (warmupSeconds + options.seconds) * 1000 + startupAllowanceMs
  let timer: NodeJS.Timeout | undefined
  const overdue = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`the in-process render did not finish within ${timeLimitMs / 1000} s`)),
      timeLimitMs,
    )
  })
  try {
    const code = await Promise.race([exitCode, overdue, whenAborted(options.signal)])
    if (code !== 0) throw new Error(`the in-process render failed (exit ${code}):\n${tail()}`)
    const lastLine = stdout.trim().split('\n').at(-1) ?? ''
    return renderResultSchema.parse(JSON.parse(lastLine))
  } finally {
    clearTimeout(timer)
    await stopChild(child, 2000)
    process.off('exit', onExit)
  }
}
