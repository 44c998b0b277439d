import { children, isNode, parseRegistry, type AstNode } from './registry-ast.ts'

/**
 * The browser's registry without the loaders of its lazy and client-only blocks (ADR 026). Each loader is
 * an `import()` of the block's chunk, and Vite writes beside every such import the list of files that
 * chunk needs (its scripts and stylesheets, content-hashed names that do not compress): in every page's
 * start bundle, for blocks most pages never show. The client build moves each block's loaders into a
 * small module of its own, `blocks/registry.ts?deferred-block-loaders=<contentType>`, which the registry
 * imports when a page needs that block; the list of files then sits in that module. The registry stays the one
 * list of blocks: this runs on its code, in the build only.
 */

/** The query that names a block's loaders' module: `blocks/registry.ts?deferred-block-loaders=stationHeader`. */
const deferredBlockLoadersQuery = 'deferred-block-loaders'

function propertyName(property: AstNode): string | null {
  const key = property['key']
  if (property.type !== 'Property' || property['computed'] === true || !isNode(key)) return null
  const name = key.type === 'Identifier' ? key['name'] : key['value']
  return typeof name === 'string' ? name : null
}

function propertiesOf(node: AstNode): AstNode[] {
  const properties = node['properties']
  return node.type === 'ObjectExpression' && Array.isArray(properties) ? properties.filter(isNode) : []
}

function isFunction(node: unknown): node is AstNode {
  return isNode(node) && (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression')
}

/** One loader moved out of the registry: its block, its part (`load`, `fallback`) and its function. */
interface MovedLoader {
  contentType: string
  part: 'load' | 'fallback'
  function: AstNode
}

/**
 * The loaders of one `defineBlock({…})` definition: `lazy(load)` gives its `load`, `clientOnly({load,
 * fallback})` its `load` and `fallback`. An eager block has none.
 */
function loadersOfDefinition(definition: AstNode): MovedLoader[] {
  const properties = propertiesOf(definition)
  const contentTypeValue = properties.find((property) => propertyName(property) === 'contentType')?.['value']
  const component = properties.find((property) => propertyName(property) === 'component')?.['value']
  if (!isNode(contentTypeValue) || typeof contentTypeValue['value'] !== 'string') return []
  if (!isNode(component) || component.type !== 'CallExpression') return []
  const contentType = contentTypeValue['value']
  const callee = component['callee']
  const args = component['arguments']
  if (!isNode(callee) || callee.type !== 'Identifier' || !Array.isArray(args)) return []
  const [argument] = args
  if (callee['name'] === 'lazy' && isFunction(argument))
    return [{ contentType, part: 'load', function: argument }]
  if (callee['name'] === 'clientOnly' && isNode(argument)) {
    return propertiesOf(argument).flatMap((property) => {
      const name = propertyName(property)
      const value = property['value']
      return (name === 'load' || name === 'fallback') && isFunction(value)
        ? [{ contentType, part: name, function: value }]
        : []
    })
  }
  return []
}

function definitionsIn(program: AstNode): AstNode[] {
  const found: AstNode[] = []
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
      found.push(args[0])
    }
    for (const child of children(node)) visit(child)
  }
  visit(program)
  return found
}

export interface DeferredBlockLoaders {
  /** The registry, each moved loader replaced by an import of its block's loaders' module. */
  registry: string
  /** Each block's loaders' module by content type: `load` (and `fallback` for a client-only block). */
  modules: ReadonlyMap<string, string>
}

/**
 * Moves the lazy and client-only blocks' loaders out of the registry's JavaScript (`registryFile`: its
 * file name, for the imports back), each block's into a module of its own; null when the code has none.
 * Relative `import()`s keep working: a loaders' module is the registry's file with a query
 * (`registry.ts?deferred-block-loaders=stationHeader`), in the same folder. Throws when the code does not
 * parse: the build should stop, not ship a registry that loads nothing.
 */
export function deferBlockLoaders(code: string, registryFile: string): DeferredBlockLoaders | null {
  const program = parseRegistry(registryFile, code)
  const moved = definitionsIn(program).flatMap(loadersOfDefinition)
  if (moved.length === 0) return null
  const modules = new Map<string, string>()
  for (const loader of moved) {
    const exported = `export const ${loader.part} = ${code.slice(loader.function.start, loader.function.end)}\n`
    modules.set(loader.contentType, (modules.get(loader.contentType) ?? '') + exported)
  }
  let registry = code
  // From the end, so the spans still to replace keep their offsets.
  for (const loader of [...moved].sort((a, b) => b.function.start - a.function.start)) {
    const call = `() => import(${JSON.stringify(deferredBlockLoadersSpecifier(registryFile, loader.contentType))}).then((loaders) => loaders.${loader.part}())`
    registry = registry.slice(0, loader.function.start) + call + registry.slice(loader.function.end)
  }
  return { registry, modules }
}

/** How the registry imports a block's loaders: `./registry.ts?deferred-block-loaders=stationHeader`. */
export function deferredBlockLoadersSpecifier(registryFile: string, contentType: string): string {
  return `./${registryFile.split('/').pop() ?? registryFile}?${deferredBlockLoadersQuery}=${encodeURIComponent(contentType)}`
}

/** The block whose loaders a module id names (`…/registry.ts?deferred-block-loaders=stationHeader`), or null. */
export function contentTypeOfLoadersId(id: string, registryId: string): string | null {
  const prefix = `${registryId}?${deferredBlockLoadersQuery}=`
  return id.startsWith(prefix) ? decodeURIComponent(id.slice(prefix.length)) : null
}
