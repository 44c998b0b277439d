import type { ComponentType, ReactElement } from 'react'
import type { z } from 'zod'
import { defaultLocale, isLocale, type Locale } from '#schemas/locale.ts'

/** The market the locale toolbar chose (.storybook/preview.tsx); the default one before it is set. */
export function toolbarLocale(chosen: unknown): Locale {
  return typeof chosen === 'string' && isLocale(chosen) ? chosen : defaultLocale
}

/**
 * A fixture's texts in another language: the fixture's own shape with only the strings that change,
 * arrays item by item. Everything left out (ids, links, image sizes) stays as the fixture has it, so each
 * fixture keeps one source and a translation never drifts from it.
 */
export type TextPatch<Value> = Value extends string
  ? string
  : Value extends readonly (infer Item)[]
    ? readonly TextPatch<Item>[]
    : Value extends object
      ? { readonly [Key in keyof Value]?: TextPatch<Value[Key]> }
      : Value

/**
 * What a block's stories show under each market of the toolbar: per locale, per fixture, the texts the
 * content system would send in that language. A fixture written in that language needs no entry.
 */
export type StoryTexts<Fixtures> = Readonly<
  Record<Locale, { readonly [Name in keyof Fixtures]?: TextPatch<Fixtures[Name]> }>
>

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fixture with the patch's texts in place; the block's schema checks the result (`localizedBlocks`). */
export function withTexts(fixture: unknown, patch: unknown): unknown {
  if (patch === undefined) return fixture
  if (Array.isArray(fixture) && Array.isArray(patch)) {
    return fixture.map((item: unknown, index) => withTexts(item, patch[index]))
  }
  if (isRecord(fixture) && isRecord(patch)) {
    return Object.fromEntries(
      Object.entries(fixture).map(([key, value]) => [key, withTexts(value, patch[key])]),
    )
  }
  return patch
}

/**
 * A block's fixtures in any market's language, parsed by its schema as a page would parse them:
 * `localizedBlocks(schema, fixtures, texts)('name')('sv-SE')`.
 */
export function localizedBlocks<Schema extends z.ZodType, Fixtures extends Readonly<Record<string, unknown>>>(
  schema: Schema,
  fixtures: Fixtures,
  texts: StoryTexts<Fixtures>,
) {
  return (name: keyof Fixtures & string) =>
    (locale: Locale): z.output<Schema> =>
      schema.parse(withTexts(fixtures[name], texts[locale][name]))
}

/**
 * A story whose block follows the locale toolbar, so its heading and texts are in the language of the
 * labels around them. The args hold the default market's block (what the controls edit); another market
 * shows its own.
 */
export function followingTheLocale<Props extends { block: unknown }>(
  Component: ComponentType<Props>,
  blockIn: (locale: Locale) => Props['block'],
): {
  args: { block: Props['block'] }
  render: (args: Props, context: { globals: Readonly<Record<string, unknown>> }) => ReactElement
} {
  return {
    args: { block: blockIn(defaultLocale) },
    render: (args, { globals }) => {
      const locale = toolbarLocale(globals.locale)
      return <Component {...args} block={locale === defaultLocale ? args.block : blockIn(locale)} />
    },
  }
}
