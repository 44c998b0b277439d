import { children, isNode, parseRegistry, type AstNode } from './registry-ast.ts'

/**
 * The block registry (blocks/registry.ts) is the one list of blocks, and the browser reads it too: which
 * component a content type renders with and how it loads. Five fields of each definition are for the
 * server, the tests and the tooling only: `schema` (only the server parses content, ADR 018), `fixtures`
 * (stories and tests), `description` (the content contract and the catalogue), `usesClock` (the
 * server puts the rendering minute in the page's data, renderer/page-view.ts) and `datesShown` (the
 * server puts the texts of the dates in it, ADR 054). In the browser they
 * were dead weight in every page's start bundle, growing with each block: a loader, a description and
 * the list of chunks each loader would fetch. The client build removes them, so a new block costs a
 * content page only its component loader (ADR 017).
 */
export const serverOnlyBlockFields = ['schema', 'fixtures', 'description', 'usesClock', 'datesShown'] as const

interface Span {
  start: number
  end: number
}

function isServerOnlyField(name: string): name is (typeof serverOnlyBlockFields)[number] {
  return serverOnlyBlockFields.some((field) => field === name)
}

/** The spans of the server-only fields (key and value) in the first argument of every `defineBlock({…})` call. */
function serverOnlyValues(program: AstNode): { span: Span; field: (typeof serverOnlyBlockFields)[number] }[] {
  const spans: { span: Span; field: (typeof serverOnlyBlockFields)[number] }[] = []
  const visit = (node: AstNode) => {
    const callee = node['callee']
    const args = node['arguments']
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'Identifier' &&
      callee['name'] === 'defineBlock' &&
      Array.isArray(args) &&
      isNode(args[0]) &&
      args[0].type === 'ObjectExpression'
    ) {
      const properties = args[0]['properties']
      for (const property of Array.isArray(properties) ? properties.filter(isNode) : []) {
        const key = property['key']
        const value = property['value']
        if (property.type !== 'Property' || property['computed'] === true || !isNode(key) || !isNode(value))
          continue
        const name = key.type === 'Identifier' ? key['name'] : key['value']
        if (typeof name === 'string' && isServerOnlyField(name)) spans.push({ span: property, field: name })
      }
    }
    for (const child of children(node)) visit(child)
  }
  visit(program)
  return spans
}

/**
 * The registry's JavaScript without the server-only fields, or null when it has none (a file that
 * defines no blocks). In the browser `defineBlock` then holds no schema or fixtures loader: nothing there
 * parses content or loads fixtures (ADR 018). Throws when the code does not parse: the build should
 * stop, not ship the server's parts.
 */
export function stripServerOnlyBlockFields(code: string): string | null {
  const program = parseRegistry('blocks/registry.js', code)
  const fields = serverOnlyValues(program)
  if (fields.length === 0) return null
  let stripped = code
  // From the end, so the spans still to remove keep their offsets; each field goes with its comma.
  for (const { span } of fields.sort((a, b) => b.span.start - a.span.start)) {
    const comma = /^\s*,/.exec(stripped.slice(span.end))
    stripped = stripped.slice(0, span.start) + stripped.slice(span.end + (comma?.[0].length ?? 0))
  }
  return stripped
}
