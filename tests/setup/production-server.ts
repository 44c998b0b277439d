import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'

/** The production build the integration tests run; `npm test` builds it before they start. */
export const serverEntry = resolve(process.env.SERVER_ENTRY ?? 'dist/server/index.mjs')

export interface RunningServer {
  url: string
  child: ChildProcess
  stdout: () => string
  stderr: () => string
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>
}

const listeningLine = z.object({ msg: z.literal('listening'), url: z.url() })

function assertBuilt() {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`)
}

/** Runs `node dist/server/index.mjs` to its exit, for configurations that must refuse to start. */
export async function runToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  assertBuilt()
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-exit-'))
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  const code = await new Promise<number | null>((done) => child.on('exit', (exitCode) => done(exitCode)))
  clearTimeout(timer)
  rmSync(dataDir, { recursive: true, force: true })
  return { code, stdout, stderr }
}

/** Starts the production server on a free loopback port with a data directory of its own. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  assertBuilt()
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-server-'))
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within 90 s:\n${stdout}\n${stderr}`)),
      90_000,
    )
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      for (const line of stdout.split('\n')) {
        if (!line.startsWith('{')) continue
        const parsed = listeningLine.safeParse(JSON.parse(line))
        if (parsed.success) {
          clearTimeout(timer)
          resolveUrl(parsed.data.url.replace(/\/$/, ''))
        }
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before listening:\n${stderr}`))
    })
  })
  return {
    url,
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      const code = await exited
      rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}
