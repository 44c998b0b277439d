import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
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

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const richTextStoryTexts = {
  'fi-FI': {
    withHeading: {
      heading: 'Uusiutuva diesel ja biokaasu',
      html: '<p>HVO100-diesel valmistetaan kokonaan <strong>uusiutuvista raaka-aineista</strong>.</p><ul><li>Sopii useimpiin dieselautoihin sellaisenaan</li><li>Myynnissä valituilla asemilla</li></ul><p>Lue <a href="https://example.com/hvo">tuoteseloste</a>.</p>',
    },
    plain: { html: '<p>Aukioloajat voivat poiketa arkipyhinä.</p>' },
    hostileMarkup: {
      heading: 'Merkinnät, jotka sallittujen lista poistaa',
      html: '<p onclick="alert(1)">Turvallinen teksti<script>alert(1)</script></p><a href="javascript:alert(1)">huono linkki</a><iframe src="https://example.com"></iframe>',
    },
  },
  'en-EU': {},
  'sv-SE': {
    withHeading: {
      heading: 'Förnybar diesel och biogas',
      html: '<p>HVO100-diesel tillverkas helt av <strong>förnybara råvaror</strong>.</p><ul><li>Fungerar i de flesta dieselbilar som den är</li><li>Säljs på utvalda stationer</li></ul><p>Läs <a href="https://example.com/hvo">produktbladet</a>.</p>',
    },
    plain: { html: '<p>Öppettiderna kan variera på helgdagar.</p>' },
    hostileMarkup: {
      heading: 'Kod som tillåtelselistan tar bort',
      html: '<p onclick="alert(1)">Säker text<script>alert(1)</script></p><a href="javascript:alert(1)">dålig länk</a><iframe src="https://example.com"></iframe>',
    },
  },
  'no-NO': {
    withHeading: {
      heading: 'Fornybar diesel og biogass',
      html: '<p>HVO100-diesel er laget utelukkende av <strong>fornybare råvarer</strong>.</p><ul><li>Fungerer i de fleste dieselbiler som den er</li><li>Selges på utvalgte stasjoner</li></ul><p>Les <a href="https://example.com/hvo">produktarket</a>.</p>',
    },
    plain: { html: '<p>Åpningstidene kan variere på helligdager.</p>' },
    hostileMarkup: {
      heading: 'Kode som tillatelseslisten fjerner',
      html: '<p onclick="alert(1)">Trygg tekst<script>alert(1)</script></p><a href="javascript:alert(1)">dårlig lenke</a><iframe src="https://example.com"></iframe>',
    },
  },
} satisfies StoryTexts<typeof richTextFixtures>
