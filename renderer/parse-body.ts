import { isRegisteredContentType, parseBlock, type ParsedBlock } from '#blocks/registry.ts'
import type { BlockProblem } from '#schemas/block-problem.ts'

/** One body entry after parsing: shown, or skipped with the reason an editor needs. */
export type BodyEntry = { status: 'ok'; block: ParsedBlock } | BlockProblem

function textField(raw: unknown, field: 'id' | 'contentType'): string | null {
  if (typeof raw !== 'object' || raw === null || !(field in raw)) return null
  const value: unknown = Reflect.get(raw, field)
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * Validates each block of a page body on its own against its registered schema (DESIGN §4), so a
 * broken or unknown block is skipped while the rest of the page renders.
 */
export function parseBody(body: readonly unknown[]): BodyEntry[] {
  return body.map((raw, index) => {
    const id = textField(raw, 'id') ?? `block-${index + 1}`
    const contentType = textField(raw, 'contentType') ?? '(missing contentType)'
    if (!isRegisteredContentType(contentType)) return { status: 'unknown', id, contentType }
    const result = parseBlock(contentType, id, raw)
    if (result.ok) return { status: 'ok', block: result.block }
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(block)',
      message: issue.message,
    }))
    return { status: 'invalid', id, contentType, issues }
  })
}
