import { createHash } from 'node:crypto'
import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'
import type { SanitizedSvg } from '#schemas/inline-svg.ts'

/** The largest SVG document embedded inline (spec §7 call 11): icons are a few kilobytes. */
export const maxSvgBytes = 64 * 1024

/**
 * The most `<use>` elements one image may have. Each may clone a group holding further `<use>`s, so a few
 * dozen nested ones multiply into billions of shapes (a "use bomb") that hang the visitor's browser.
 */
const maxUseElements = 16

/** How deep elements may nest; anything deeper is dropped (its content with it). */
const maxNesting = 48

export type SvgRefusal = 'too-large' | 'doctype' | 'not-svg' | 'too-many-uses' | 'unsafe-output'

export type SanitizeSvgResult =
  | {
      ok: true
      svg: SanitizedSvg
      /** What was taken out (`<script>`, `@onload`, `@href (javascript:)`…), each once: for logs and tests. */
      removed: string[]
    }
  | { ok: false; reason: SvgRefusal; detail: string }

/** The only place the brand is minted: the output of `sanitizeSvg`. */
const sanitizedSvg = z.string().brand<'SanitizedSvg'>()

/**
 * Elements an icon is drawn with. Everything that runs code, loads something from elsewhere or
 * changes attributes over time is absent: script, style, foreignObject, image, feImage, a, animate, set,
 * animateMotion, animateTransform, iframe, embed, object.
 */
const allowedElements = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
]

/**
 * Removed together with everything inside them: code, styles, HTML islands, animation (which can rewrite
 * an `href` to `javascript:` after sanitizing), embedded documents and editor metadata.
 */
const removedWithContent = [
  'script',
  'style',
  'foreignobject',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'xmp',
  'animate',
  'animatecolor',
  'animatemotion',
  'animatetransform',
  'set',
  'discard',
  'handler',
  'listener',
  'image',
  'feimage',
  'metadata',
]

/** Elements whose text is shown or read out; text anywhere else is dropped. */
const textElements = new Set(['title', 'desc', 'text', 'tspan'])

/** Attributes whose value is a CSS value to the browser (SVG presentation attributes), liftable from `style`. */
const presentationAttributes = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'display',
  'visibility',
  'overflow',
  'vector-effect',
  'shape-rendering',
  'paint-order',
  'stop-color',
  'stop-opacity',
  'flood-color',
  'flood-opacity',
  'color-interpolation-filters',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'text-decoration',
]

/** Attributes kept. Not here: every `on*` handler, `style` (lifted into the above), `class`, `xmlns*`, `xml:*`. */
const allowedAttributes = [
  ...presentationAttributes,
  'id',
  'x',
  'y',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'pathLength',
  'href',
  'xlink:href',
  'offset',
  'fx',
  'fy',
  'fr',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'radius',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'role',
  'aria-hidden',
  'aria-label',
  'focusable',
]

/** Dropped without mention: namespace declarations and XML bookkeeping mean nothing inside an HTML page. */
const inertAttributes = /^(?:xmlns(?::[\w.-]+)?|xml:space|version|baseprofile)$/

/** Elements whose `href` may point at another element of the same image (`#id`). */
const elementsWithHref = new Set(['use', 'linearGradient', 'radialGradient', 'pattern', 'filter'])

/** Plain text values, never read as CSS or a URL. */
const textAttributes = new Set(['aria-label', 'role', 'aria-hidden', 'focusable'])

/** CSS functions a presentation value may use; `url()` only as `url(#id)`. */
const allowedFunctions = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'translate',
  'rotate',
  'scale',
  'matrix',
  'skewx',
  'skewy',
])

/**
 * SVG is case-sensitive but HTML lowercases names, then restores SVG's camelCase ones (the HTML
 * standard's "adjust SVG tag/attribute names"). The embedded markup is read by an HTML parser, so names are
 * matched the same way: `<SCRIPT>` is a script and `ONLOAD` a handler, `viewbox` is `viewBox`.
 */
const canonicalNames = new Map(
  [...allowedElements, ...allowedAttributes].map((name) => [name.toLowerCase(), name]),
)

function canonical(name: string): string {
  const lower = name.toLowerCase()
  return canonicalNames.get(lower) ?? lower
}

const allowedElementSet = new Set(allowedElements)
const allowedAttributeSet = new Set(allowedAttributes)
const presentationAttributeSet = new Set(presentationAttributes)

const idPattern = /^[A-Za-z_][\w.-]*$/
const fragmentPattern = /^#([A-Za-z_][\w.-]*)$/
const internalUrlPattern = /url\(\s*(['"]?)#([A-Za-z_][\w.-]*)\1\s*\)/gi

/** A checked value: safe (its references renamed with the image's id prefix), or refused and why. */
type ValueCheck = { ok: true; value: string } | { ok: false; why: string }

/**
 * A presentation value is CSS to the browser. It may not escape characters (`u\72l(` is `url(`), name a
 * script or data URL, use functions beyond colours and transforms, or reference anything but an element
 * of this image; those references are renamed with the image's id prefix.
 */
function checkCssValue(value: string, idPrefix: string): ValueCheck {
  if (value.includes('\\')) return { ok: false, why: 'escape sequence' }
  const compact = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase()
  if (/(?:java|vb|live)script:/.test(compact)) return { ok: false, why: 'javascript:' }
  if (compact.includes('data:')) return { ok: false, why: 'data:' }
  if (compact.includes('@import')) return { ok: false, why: '@import' }
  if (compact.includes('expression(')) return { ok: false, why: 'expression()' }
  if (/behavior:|-moz-binding/.test(compact)) return { ok: false, why: 'behavior' }
  for (const call of value.matchAll(/([A-Za-z_-][\w-]*)\s*\(/g)) {
    const name = (call[1] ?? '').toLowerCase()
    if (!allowedFunctions.has(name)) return { ok: false, why: `${name}()` }
  }
  const references = [...value.matchAll(internalUrlPattern)].length
  const urls = [...value.matchAll(/url\s*\(/gi)].length
  if (urls > references) return { ok: false, why: 'external url()' }
  return {
    ok: true,
    value: value.replace(internalUrlPattern, (_match, _quote, id: string) => `url(#${idPrefix}${id})`),
  }
}

function checkAttribute(element: string, name: string, value: string, idPrefix: string): ValueCheck {
  if (name === 'id') {
    const id = value.trim()
    return idPattern.test(id) ? { ok: true, value: `${idPrefix}${id}` } : { ok: false, why: 'not a plain id' }
  }
  if (name === 'href' || name === 'xlink:href') {
    if (!elementsWithHref.has(element)) return { ok: false, why: 'not a referencing element' }
    // Only a reference to an element of this image: no other file, site, scheme or data URL.
    const fragment = fragmentPattern.exec(value.trim())
    if (fragment === null) {
      const compact = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase()
      const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)
      return { ok: false, why: scheme === null ? 'external reference' : `${scheme[1] ?? ''}:` }
    }
    return { ok: true, value: `#${idPrefix}${fragment[1] ?? ''}` }
  }
  if (textAttributes.has(name)) {
    // Plain text, but the output check refuses a whole image that names a script or data URL anywhere.
    const compact = value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase()
    return /(?:java|vb|live)script:|data:/.test(compact)
      ? { ok: false, why: 'URL-like text' }
      : { ok: true, value }
  }
  return checkCssValue(value, idPrefix)
}

/** `fill: red; stroke: url(#a)` → the declarations of presentation properties, as attributes. */
function styleDeclarations(style: string): [string, string][] {
  return style.split(';').flatMap((declaration): [string, string][] => {
    const colon = declaration.indexOf(':')
    if (colon < 0) return []
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim()
    return property === '' || value === '' ? [] : [[property, value]]
  })
}

/** Everything that is not an allow-listed SVG element or attribute, or names another document, goes. */
function cleanAttributes(
  element: string,
  attributes: Record<string, string>,
  idPrefix: string,
  removed: Set<string>,
): Record<string, string> {
  const kept: Record<string, string> = {}
  const lifted: [string, string][] = []
  for (const [rawName, value] of Object.entries(attributes)) {
    const name = canonical(rawName)
    if (name === 'style') {
      for (const [property, declared] of styleDeclarations(value)) {
        if (presentationAttributeSet.has(property)) lifted.push([property, declared])
        else removed.add(`style ${property}`)
      }
      continue
    }
    if (!allowedAttributeSet.has(name)) {
      if (!inertAttributes.test(name)) removed.add(`@${name}`)
      continue
    }
    // HTML keeps the first of two equal names (`href` and `HREF`): so does this.
    if (name in kept) continue
    const check = checkAttribute(element, name, value, idPrefix)
    if (check.ok) kept[name] = check.value
    else removed.add(`@${name} (${check.why})`)
  }
  // A style declaration wins over the attribute of the same name, as in CSS.
  for (const [property, declared] of lifted) {
    const check = checkCssValue(declared, idPrefix)
    if (check.ok) kept[property] = check.value
    else removed.add(`style ${property} (${check.why})`)
  }
  return kept
}

/** `<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`…: any markup declaration but a comment or CDATA section. */
const markupDeclaration = /<!(?!--|\[CDATA\[)/i

/** Comments and CDATA sections, whichever opens first: what they contain is never a declaration. */
const commentsAndCdata = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g

/** `<?xml-stylesheet …?>` and the like; the XML declaration `<?xml …?>` itself is harmless. */
const processingInstruction = /<\?(?!xml[\s?])/i

/**
 * Defence in depth: no tag of the output names anything outside the allow-list or carries code. The
 * output's attributes are all `name="escaped value"`, so the tag is read back exactly.
 */
function unsafeOutput(markup: string): string | null {
  for (const tag of markup.matchAll(/<\/?([^\s/>]+)([^>]*)>/g)) {
    const name = tag[1] ?? ''
    if (!allowedElementSet.has(name)) return `element ${name}`
    const attributes = (tag[2] ?? '').replace(
      /\s([^\s="]+)="([^"]*)"/g,
      (_match, attribute: string, value: string) =>
        allowedAttributeSet.has(attribute) && !/(?:java|vb|live)script:|data:/i.test(value) ? '' : '!',
    )
    if (attributes.trim() !== '') return `attribute in <${name}>`
  }
  return null
}

/**
 * Reduces an SVG document to markup that is safe to embed in a page (spec §7 call 11, DESIGN §4 allow-list
 * sanitizing): documents with a DOCTYPE or entity declarations are refused outright (entity expansion,
 * external entities); scripts, styles, event handlers, animation, embedded HTML and every reference
 * outside the image are removed; element ids are prefixed per image so inline icons can neither collide
 * with each other nor clobber the page's own ids.
 */
export function sanitizeSvg(source: string): SanitizeSvgResult {
  const bytes = Buffer.byteLength(source, 'utf8')
  if (bytes > maxSvgBytes) return { ok: false, reason: 'too-large', detail: `${bytes} bytes` }
  const uncommented = source.replace(commentsAndCdata, '')
  const declaration = markupDeclaration.exec(uncommented)
  if (declaration !== null) {
    const text = uncommented.slice(declaration.index, declaration.index + 12)
    const name = /^<!\s*([A-Za-z]+)/.exec(text)?.[1]
    const detail = name === undefined ? `markup declaration ${text}` : `<!${name.toUpperCase()}> declaration`
    return { ok: false, reason: 'doctype', detail }
  }

  const idPrefix = `svg${createHash('sha256').update(source).digest('hex').slice(0, 10)}-`
  const removed = new Set<string>()
  // sanitize-html never writes processing instructions out; noted so the report says what went.
  if (processingInstruction.test(uncommented)) removed.add('<?…?> processing instructions')
  const roots: string[] = []
  let depth = 0
  let useElements = 0

  const sanitized = sanitizeHtml(source, {
    // XML: SVG's own syntax (self-closing tags, CDATA as text, no HTML raw-text rules). Names are
    // lowercased, as an HTML parser reads the embedded result, and SVG's camelCase restored (`canonical`).
    parser: { xmlMode: true, decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    allowedTags: allowedElements,
    allowedAttributes: { '*': allowedAttributes },
    // href values are checked against `#id` above; nothing else carries a URL.
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'completelyDiscard',
    nonTextTags: removedWithContent,
    selfClosing: [],
    // An empty value means nothing in SVG; dropped rather than written out as a bare attribute name.
    nonBooleanAttributes: ['*'],
    nestingLimit: maxNesting,
    parseStyleAttributes: false,
    textFilter: (text, tagName) => (textElements.has(canonical(tagName)) ? text : ''),
    onOpenTag: (name) => {
      if (depth === 0) roots.push(name)
      depth += 1
    },
    onCloseTag: () => {
      depth -= 1
    },
    transformTags: {
      '*': (tagName, attributes) => {
        const element = canonical(tagName)
        // A dropped element keeps its (lowercased) name: sanitize-html forgets to undo the renaming of a
        // dropped element and would close a later sibling with the dropped element's name.
        if (!allowedElementSet.has(element)) {
          removed.add(`<${element}>`)
          return { tagName, attribs: {} }
        }
        // sanitize-html's nesting limit drops it (same count: this element's ancestors plus itself).
        if (depth > maxNesting) {
          removed.add(`elements nested deeper than ${maxNesting}`)
          return { tagName, attribs: {} }
        }
        if (element === 'use') useElements += 1
        return { tagName: element, attribs: cleanAttributes(element, attributes, idPrefix, removed) }
      },
    },
  })

  if (roots.length !== 1 || roots[0]?.toLowerCase() !== 'svg') {
    return { ok: false, reason: 'not-svg', detail: `root elements: ${roots.join(', ') || 'none'}` }
  }
  if (useElements > maxUseElements) {
    return { ok: false, reason: 'too-many-uses', detail: `${useElements} <use> elements` }
  }
  const unsafe = unsafeOutput(sanitized)
  if (unsafe !== null) return { ok: false, reason: 'unsafe-output', detail: unsafe }
  return { ok: true, svg: sanitizedSvg.parse(sanitized.trim()), removed: [...removed] }
}
