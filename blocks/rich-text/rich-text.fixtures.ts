import type { BlockFixtures } from '#blocks/define-block.ts'
import type { richTextBlockSchema } from './rich-text.schema.ts'

export const richTextFixtures = {
  withHeading: {
    id: 'rich-text-fixture-1',
    contentType: 'richText',
    heading: 'Renewable diesel and biogas',
    html: '<p>HVO100 diesel is made entirely from <strong>renewable raw materials</strong>.</p><ul><li>Runs in most diesel cars as it is</li><li>Sold at selected stations</li></ul><p>Read the <a href="https://example.com/hvo">product sheet</a>.</p>',
  },
  plain: {
    id: 'rich-text-fixture-2',
    contentType: 'richText',
    html: '<p>Opening hours may vary on public holidays.</p>',
  },
  hostileMarkup: {
    id: 'rich-text-fixture-3',
    contentType: 'richText',
    heading: 'Markup the allow-list removes',
    html: '<p onclick="alert(1)">Safe text<script>alert(1)</script></p><a href="javascript:alert(1)">bad link</a><iframe src="https://example.com"></iframe>',
  },
} satisfies BlockFixtures<typeof richTextBlockSchema>
