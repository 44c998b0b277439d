// https://vike.dev/route — one catch-all for every locale (spec §2.1); +onBeforeRoute already removed
// the preview and locale segments.
export const route = '/*'
