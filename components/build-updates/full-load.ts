/**
 * A full page load of `url`, fetched from the server. `location.assign` of the URL on screen would be
 * no load at all when it carries a `#fragment` (only a scroll), so the page on screen is reloaded
 * instead. Browser only.
 */
export function fullPageLoad(url: string): void {
  if (new URL(url, window.location.href).href === window.location.href) window.location.reload()
  else window.location.assign(url)
}
