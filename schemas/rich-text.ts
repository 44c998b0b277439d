import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'

/**
 * The allow-list rich text from the content system is reduced to (DESIGN §4): structure, emphasis,
 * lists, tables and links. Scripts, styles, event handlers, iframes and unknown URL schemes are dropped.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'br',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'hr',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // spec §2.3: links to other sites open in a new tab, without handing them our window.
    a: (tagName, attributes) => {
      const href = attributes.href ?? ''
      const external = /^https?:\/\//i.test(href)
      return {
        tagName,
        attribs: external
          ? { ...attributes, target: '_blank', rel: 'noopener noreferrer' }
          : { ...attributes },
      }
    },
  },
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, allowList)
}

/** Rich text, sanitized where it enters: components may render it as HTML without further checks. */
export const richTextSchema = z.string().transform(sanitizeRichText).brand<'SanitizedHtml'>()

export type RichText = z.infer<typeof richTextSchema>
