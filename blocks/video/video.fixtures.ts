import type { BlockFixtures } from '#blocks/define-block.ts'
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
