/**
 * A block's folder, and the stem of every file in it, is its contentType in kebab case (DESIGN §3, §6):
 * `richText` → `blocks/rich-text/rich-text.tsx`. The catalogue tests, the Storybook check and the
 * generator all map content types to folders through this one rule.
 */
export function blockFolderName(contentType: string): string {
  return contentType.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
