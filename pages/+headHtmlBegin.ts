// https://vike.dev/headHtmlBegin
//
// vike-react's document writes `<meta charset>` and then this setting. Vike puts its stylesheet links at
// this placeholder when the HTML has it, otherwise straight after `<head>`, before the charset: sixteen
// links pushed it past the first 1024 bytes, where HTML requires it so the parser need not guess the
// encoding (the Nu HTML Checker's error on every page; pages/html-validity.integration.test.ts).
// The placeholder is Vike's own (injectAtPlaceholder in vike's injectHtmlTags.js), used verbatim.
export const headHtmlBegin = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
