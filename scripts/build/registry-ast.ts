import { parseSync } from 'vite'

/*
 * The pieces of the block registry's syntax tree both build transforms read
 * (server-only-block-fields.ts, deferred-block-loaders.ts).
 */

export interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
}

export function children(node: AstNode): AstNode[] {
  const found: AstNode[] = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) found.push(...value.filter(isNode))
    else if (isNode(value)) found.push(value)
  }
  return found
}

/** The registry's program; throws when the code does not parse, so the build stops. */
export function parseRegistry(fileName: string, code: string): AstNode {
  const parsed = parseSync(fileName, code)
  const [firstError] = parsed.errors
  if (firstError !== undefined) throw new Error(`the block registry does not parse: ${firstError.message}`)
  const program: unknown = parsed.program
  if (!isNode(program)) throw new Error('the block registry did not parse to a program')
  return program
}
