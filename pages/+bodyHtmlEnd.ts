// https://vike.dev/bodyHtmlEnd
//
// vike-react's document writes this setting after the page's root element, before `</body>`. Vike puts
// its closing tags (the serialized pageContext and the page's script) at this placeholder when the HTML
// has it; otherwise it finds `</body>` with a regular expression, splits the whole document on it and on
// its line breaks, and re-indents every tag it injects (injectAtClosingTag and injectBreakLines in
// vike's injectHtmlTags.js): string work on the whole page, for each request, that renders nothing
// (issue 17). The placeholder is Vike's own (injectAtPlaceholder), used verbatim, as in +headHtmlBegin.ts.
export const bodyHtmlEnd = '__VITE_PLUGIN__SSR_ASSETS_LAST__'
