/**
 * spec §8: errors seen by crawlers are reported to the application, not tracked as visitor behaviour.
 * The search engines' and link previewers' own names, then the generic words crawlers use for themselves
 * (`…bot/2.1`, `…crawler`, `…spider`). A browser's user agent has none of them.
 */
const crawlerPattern =
  /googlebot|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google|bingbot|bingpreview|slurp|duckduckbot|baiduspider|yandex(?:bot|images)|applebot|petalbot|seznambot|facebookexternalhit|twitterbot|linkedinbot|ahrefsbot|semrushbot|gptbot|ccbot|bytespider|bot\b|crawler|spider/i

/** Whether a request's `User-Agent` names a crawler; a missing one is a client, not a crawler. */
export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  return userAgent !== null && userAgent !== undefined && crawlerPattern.test(userAgent)
}
