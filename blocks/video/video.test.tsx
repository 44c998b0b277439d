// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { videoFixtures } from './video.fixtures.ts'
import { videoSchema } from './video.schema.ts'
import { Video } from './video.tsx'

let containerWidth = 0

beforeEach(() => {
  containerWidth = 0
  // happy-dom does no layout; the test decides how wide the video's container is.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => containerWidth)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function renderFixture(name: keyof typeof videoFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <Video block={videoSchema.parse(videoFixtures[name])} />
    </PageProviders>,
  )
}

function videoNamed(name: string) {
  return screen.getByLabelText(name, { selector: 'video' })
}

test('the video has controls, loads nothing before play, never autoplays and reserves a 16:9 box', () => {
  renderFixture('posterOnly')
  expect(screen.getByRole('heading', { level: 2, name: 'Inside our new Premium car wash' })).toBeTruthy()
  const video = videoNamed('Inside our new Premium car wash')
  expect(video.hasAttribute('controls')).toBe(true)
  expect(video.getAttribute('preload')).toBe('none')
  expect(video.hasAttribute('autoplay')).toBe(false)
  expect(video.getAttribute('width')).toBe('1920')
  expect(video.getAttribute('height')).toBe('1080')
  const sources = video.querySelectorAll('source')
  expect([...sources].map((source) => source.getAttribute('src'))).toEqual([
    'https://video.example.com/aurora/premium-car-wash-1080p.mp4',
    'https://video.example.com/aurora/premium-car-wash-720p.mp4',
  ])
  expect(sources[0]?.getAttribute('type')).toBe('video/mp4')
  expect(video.querySelector('track')).toBeNull()
  // Not measured yet: the poster is served at its own width, at most the video's 1920.
  expect(video.getAttribute('poster')).toBe('/images/premium-car-wash.svg?w=1280')
})

test('browsers without video support get a translated message', () => {
  renderFixture('posterOnly', 'sv-SE')
  expect(screen.getByText('Din webbläsare kan inte spela upp den här videon.')).toBeTruthy()
})

test('captions are offered as a default track and the transcript sits in a disclosure', () => {
  renderFixture('withCaptionsAndTranscript', 'no-NO')
  const track = videoNamed('How to charge your electric car at an Aurora station').querySelector('track')
  expect(track?.getAttribute('kind')).toBe('captions')
  expect(track?.getAttribute('src')).toBe('/captions/ev-charging-guide.en.vtt')
  expect(track?.getAttribute('srclang')).toBe('en')
  expect(track?.getAttribute('label')).toBe('English')
  expect(track?.hasAttribute('default')).toBe(true)
  const summary = screen.getByText('Tekstversjon')
  expect(summary.tagName).toBe('SUMMARY')
  expect(summary.closest('details')?.hasAttribute('open')).toBe(false)
  expect(screen.getByText('Park next to a free charger and open the Aurora app.')).toBeTruthy()
  expect(screen.getAllByRole('listitem')).toHaveLength(3)
})

test('the poster follows the container width, 400 ms after resizing stops', () => {
  vi.useFakeTimers()
  containerWidth = 375
  renderFixture('withCaptionsAndTranscript')
  const video = videoNamed('How to charge your electric car at an Aurora station')
  const posterUrl = 'https://images.example.com/aurora/ev-charging-guide-poster.jpg'
  // Measured on mount: the narrowest rendition that fills 375 px.
  expect(video.getAttribute('poster')).toBe(`${posterUrl}?w=480`)

  containerWidth = 1000
  fireEvent(window, new Event('resize'))
  act(() => {
    vi.advanceTimersByTime(300)
  })
  containerWidth = 1200
  fireEvent(window, new Event('resize'))
  act(() => {
    vi.advanceTimersByTime(399)
  })
  expect(video.getAttribute('poster')).toBe(`${posterUrl}?w=480`)
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(video.getAttribute('poster')).toBe(`${posterUrl}?w=1200`)
})

test('a source that is not an https MP4 is refused', () => {
  const withSource = (url: string) => ({ ...videoFixtures.posterOnly, sources: [{ url }] })
  expect(videoSchema.safeParse(withSource('http://video.example.com/a.mp4')).success).toBe(false)
  expect(videoSchema.safeParse(withSource('https://video.example.com/a.webm')).success).toBe(false)
  expect(videoSchema.safeParse(withSource('javascript:alert(1)//.mp4')).success).toBe(false)
  expect(videoSchema.safeParse({ ...videoFixtures.posterOnly, sources: [] }).success).toBe(false)
})

test('a captions file must be WebVTT with a language tag', () => {
  const withCaptions = (captions: { url: string; srclang: string }) => ({
    ...videoFixtures.withCaptionsAndTranscript,
    captions,
  })
  expect(videoSchema.safeParse(withCaptions({ url: '/captions/a.srt', srclang: 'en' })).success).toBe(false)
  expect(videoSchema.safeParse(withCaptions({ url: '/captions/a.vtt', srclang: 'English' })).success).toBe(
    false,
  )
  expect(videoSchema.safeParse(withCaptions({ url: '//evil.example/a.vtt', srclang: 'en' })).success).toBe(
    false,
  )
})
