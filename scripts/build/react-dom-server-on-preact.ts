import server, {
  renderToPipeableStream,
  renderToReadableStream,
  renderToStaticMarkup,
  renderToString,
} from 'preact/compat/server'
import { version } from 'preact/compat'

/**
 * `react-dom/server` on Preact (ADR 048): Preact's own, with the `version` that `react-streaming` (which
 * vike-react imports) reads from it and Preact's does not export.
 */
export { renderToPipeableStream, renderToReadableStream, renderToStaticMarkup, renderToString, version }
export default { ...server, version }
