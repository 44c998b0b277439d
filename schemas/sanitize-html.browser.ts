/**
 * Stands in for sanitize-html in the browser build (see vite.config.ts). Rich text is sanitized on the
 * server where content enters; the browser only ever receives the result and never parses raw content,
 * so shipping the sanitizer (and its CSS parser) to every visitor would be dead weight. Called by
 * mistake, it fails loudly instead of letting markup through.
 */
export default function sanitizeHtml(): never {
  throw new Error('rich text is sanitized on the server; the browser must not parse raw content')
}
