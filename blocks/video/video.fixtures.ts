import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import type { videoSchema } from './video.schema.ts'

export const videoFixtures = {
  withCaptionsAndTranscript: {
    id: 'video-fixture-1',
    contentType: 'video',
    title: 'How to charge your electric car at an Aurora station',
    sources: [{ url: 'https://video.example.com/aurora/ev-charging-guide-1080p.mp4' }],
    poster: {
      url: 'https://images.example.com/aurora/ev-charging-guide-poster.jpg',
      alt: '',
      width: 2400,
      height: 1350,
    },
    captions: {
      url: '/captions/ev-charging-guide.en.vtt',
      srclang: 'en',
      label: 'English',
    },
    transcript:
      '<p>Park next to a free charger and open the Aurora app.</p><ol><li>Choose the charger number shown on the post.</li><li>Plug the cable into your car.</li><li>Tap <strong>Start charging</strong>.</li></ol><p>Charging stops when you tap Stop or unplug the cable.</p>',
  },
  posterOnly: {
    id: 'video-fixture-2',
    contentType: 'video',
    title: 'Inside our new Premium car wash',
    sources: [
      { url: 'https://video.example.com/aurora/premium-car-wash-1080p.mp4', type: 'video/mp4' },
      { url: 'https://video.example.com/aurora/premium-car-wash-720p.mp4', type: 'video/mp4' },
    ],
    poster: {
      url: '/images/premium-car-wash.svg',
      alt: '',
      width: 1280,
      height: 720,
    },
  },
} satisfies BlockFixtures<typeof videoSchema>

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const videoStoryTexts = {
  'fi-FI': {
    withCaptionsAndTranscript: {
      title: 'Näin lataat sähköautosi Aurora-asemalla',
      // The captions are the English track; its label names that language in the page's language.
      captions: { label: 'englanti' },
      transcript:
        '<p>Pysäköi vapaan laturin viereen ja avaa Aurora-sovellus.</p><ol><li>Valitse laturin numero, joka näkyy latauspylväässä.</li><li>Kytke johto autoosi.</li><li>Napauta <strong>Aloita lataus</strong>.</li></ol><p>Lataus päättyy, kun napautat Lopeta tai irrotat johdon.</p>',
    },
    posterOnly: { title: 'Uuden Premium-autopesumme sisällä' },
  },
  'en-EU': {},
  'sv-SE': {
    withCaptionsAndTranscript: {
      title: 'Så laddar du din elbil på en Aurora-station',
      captions: { label: 'engelska' },
      transcript:
        '<p>Parkera vid en ledig laddare och öppna Aurora-appen.</p><ol><li>Välj laddarens nummer som visas på stolpen.</li><li>Anslut kabeln till bilen.</li><li>Tryck på <strong>Starta laddning</strong>.</li></ol><p>Laddningen slutar när du trycker på Stopp eller kopplar ur kabeln.</p>',
    },
    posterOnly: { title: 'Inne i vår nya Premium-biltvätt' },
  },
  'no-NO': {
    withCaptionsAndTranscript: {
      title: 'Slik lader du elbilen på en Aurora-stasjon',
      captions: { label: 'engelsk' },
      transcript:
        '<p>Parker ved en ledig lader og åpne Aurora-appen.</p><ol><li>Velg ladernummeret som står på stolpen.</li><li>Koble kabelen til bilen.</li><li>Trykk på <strong>Start lading</strong>.</li></ol><p>Ladingen stopper når du trykker på Stopp eller kobler fra kabelen.</p>',
    },
    posterOnly: { title: 'Inne i den nye Premium-bilvasken vår' },
  },
} satisfies StoryTexts<typeof videoFixtures>
