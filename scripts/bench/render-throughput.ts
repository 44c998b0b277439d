import { parseArgs } from 'node:util'
import { firstH1Text } from './page-markup.ts'
import { createPageRenderer, type PageRenderer } from './render-page.tsx'

/**
 * Child process of the bench (render-process.ts starts it): times `renderToString` of one page for a
 * fixed time and prints one JSON line. A process of its own, so the load test's heap and timers do not
 * share its event loop, and so the CSS hook applies to nothing else. Run by hand:
 *   NODE_ENV=production node --import tsx --import ./scripts/bench/register-css-stub.ts \
 *     scripts/bench/render-throughput.ts /en-EU --duration 5 [--content-dir content]
 */

function renderFor(renderer: PageRenderer, seconds: number) {
  const started = performance.now()
  const until = started + seconds * 1000
  let renders = 0
  let bytes = 0
  let now = started
  do {
    // Summing the length keeps every render's result in use.
    bytes += renderer.render().length
    renders += 1
    now = performance.now()
  } while (now < until)
  return { renders, seconds: (now - started) / 1000, bytes }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      'expect-h1': { type: 'string' },
      'content-dir': { type: 'string', default: 'content' },
    },
  })
  // The server runs the production build of its libraries; the development builds are several times slower.
  if (process.env.NODE_ENV !== 'production')
    throw new Error('run with NODE_ENV=production, as the server does')
  const path = positionals[0] ?? '/'
  const seconds = Number(values.duration)
  const warmupSeconds = Number(values.warmup)
  if (!(seconds > 0) || !(warmupSeconds >= 0))
    throw new Error('--duration must be > 0 and --warmup >= 0 seconds')

  const renderer = await createPageRenderer(path, { contentDir: values['content-dir'] })
  const html = renderer.render()
  const h1 = firstH1Text(html)
  // Guards against timing an empty or wrong tree (an error page, a missing provider) at full speed.
  if (h1 === null || h1 === '') throw new Error(`the in-process render of ${path} has no h1 text`)
  const expected = values['expect-h1']
  if (expected !== undefined && h1 !== expected) {
    throw new Error(
      `the in-process render of ${path} has h1 ${JSON.stringify(h1)}, the server's page ${JSON.stringify(expected)}`,
    )
  }

  // Lets the JIT settle before timing, as the load test's warm-up does for the server.
  if (warmupSeconds > 0) renderFor(renderer, warmupSeconds)
  const timed = renderFor(renderer, seconds)
  const result = {
    path,
    renders: timed.renders,
    seconds: timed.seconds,
    rendersPerSecond: timed.renders / timed.seconds,
    h1,
    html,
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`render-throughput: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
})
