import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

/**
 * `--zod-chunk`: what validating in the browser costs (ADR 018). The same form schema (a checkout's
 * customer details: required fields, trimmed text, an e-mail, matching confirmation, a phone prefix from a
 * list, a marketing choice) is built for the browser twice, once with `zod` and once with `zod/mini`, the
 * way Vite builds a page chunk (ES modules, minified, tree-shaken), and each chunk is gzipped at level 9.
 */

const classicSource = `
import { z } from 'zod'
const prefixes = ['NO|47', 'SE|46', 'FIN|358']
export const customerDetails = z
  .object({
    email: z.string().trim().min(1, 'validation.required').email('validation.email'),
    emailConfirmation: z.string().trim().min(1, 'validation.required'),
    firstname: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
    lastname: z.string().trim().min(1, 'validation.required').max(100, 'validation.maxLength'),
    telephonePrefix: z.enum(prefixes),
    telephoneNumber: z.string().trim().regex(/^[0-9 ]{5,15}$/, 'validation.phone'),
    marketing: z.array(z.enum(['email', 'sms'])),
  })
  .refine((value) => value.email === value.emailConfirmation, {
    message: 'validation.matches',
    path: ['emailConfirmation'],
  })
export function validate(input) {
  return customerDetails.safeParse(input)
}
`

const miniSource = `
import { z } from 'zod/mini'
const prefixes = ['NO|47', 'SE|46', 'FIN|358']
const text = (max) =>
  z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.maxLength'))
export const customerDetails = z
  .object({
    email: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email')),
    emailConfirmation: z.string().check(z.trim(), z.minLength(1, 'validation.required')),
    firstname: text(100),
    lastname: text(100),
    telephonePrefix: z.enum(prefixes),
    telephoneNumber: z.string().check(z.trim(), z.regex(/^[0-9 ]{5,15}$/, 'validation.phone')),
    marketing: z.array(z.enum(['email', 'sms'])),
  })
  .check(
    z.refine((value) => value.email === value.emailConfirmation, {
      message: 'validation.matches',
      path: ['emailConfirmation'],
    }),
  )
export function validate(input) {
  return customerDetails.safeParse(input)
}
`

export interface ZodChunkSize {
  variant: 'zod' | 'zod/mini'
  rawBytes: number
  gzipBytes: number
}

function isChunk(output: Rolldown.OutputChunk | Rolldown.OutputAsset): output is Rolldown.OutputChunk {
  return output.type === 'chunk'
}

async function chunkSize(
  variant: ZodChunkSize['variant'],
  source: string,
  root: string,
): Promise<ZodChunkSize> {
  // Inside the repository (in its ignored cache folder), so `zod` resolves from its node_modules.
  const folder = join(root, '.cache', 'zod-chunk')
  mkdirSync(folder, { recursive: true })
  const entry = join(folder, `${variant.replace('/', '-')}.js`)
  writeFileSync(entry, source)
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'chunk' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) =>
    'output' in entry ? entry.output : [],
  )
  const code = outputs
    .filter(isChunk)
    .map((chunk) => chunk.code)
    .join('\n')
  const bytes = Buffer.from(code)
  return { variant, rawBytes: bytes.byteLength, gzipBytes: gzipSync(bytes, { level: 9 }).byteLength }
}

/** Both builds, one after the other in this process. */
export async function measureZodChunks(root: string): Promise<ZodChunkSize[]> {
  return [await chunkSize('zod', classicSource, root), await chunkSize('zod/mini', miniSource, root)]
}

export function formatZodChunks(sizes: readonly ZodChunkSize[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  return [
    'One form schema (checkout customer details) built for the browser, minified, gzip -9, 1 KB = 1024 B:',
    ...sizes.map(
      (size) =>
        `  ${size.variant.padEnd(9)} ${kb(size.gzipBytes).padStart(8)} gzip  ${kb(size.rawBytes).padStart(8)} raw`,
    ),
  ].join('\n')
}
