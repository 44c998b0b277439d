import { expect, test } from 'vitest'
import { z } from 'zod'
import type { PageResponse } from '#schemas/page.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'
import { data, type DataPageContext } from './+data.ts'

const landing: PageResponse = {
  localizedPagePaths: { 'fi-FI': '/' },
  content: {
    slug: 'landing',
    title: 'Etusivu',
    contentType: 'landingPage',
    body: [],
    noIndex: false,
    draft: false,
  },
}

function pageContext(
  getPage: ContentSource['getPage'],
  extra: Partial<DataPageContext> = {},
): DataPageContext {
  const content: ContentSource = {
    getPage,
    getLayout: () => Promise.reject(new Error('not used')),
    search: () => Promise.reject(new Error('not used')),
    listPages: () => Promise.reject(new Error('not used')),
    localesWithPage: () => Promise.reject(new Error('not used')),
    isReady: () => true,
  }
  return {
    locale: 'fi-FI',
    contentPath: '/',
    preview: false,
    services: { content, reportBlockProblems: () => undefined },
    ...extra,
  }
}

/** What Vike reads from a thrown `render()`: the status it answers with and `pageContext.abortReason`. */
const abortSchema = z.object({
  _pageContextAbort: z.object({ abortStatusCode: z.number(), abortReason: z.unknown() }),
})

async function abortOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    const { abortStatusCode, abortReason } = abortSchema.parse(error)._pageContextAbort
    return { status: abortStatusCode, reason: abortReason }
  }
  throw new Error('data() did not abort')
}

test('a page is returned as the view the page renders', async () => {
  const view = await data(pageContext(() => Promise.resolve(landing)))
  expect(view).toMatchObject({ locale: 'fi-FI', meta: { title: 'Etusivu' } })
})

test('spec §2.1: no page is a 404 with "Page Not Found" and the path', async () => {
  const abort = await abortOf(data(pageContext(() => Promise.resolve(null), { contentPath: '/nope' })))
  expect(abort).toEqual({ status: 404, reason: 'Page Not Found: /nope' })
})

test.each([
  [503, 503],
  [500, 500],
  [429, 429],
  // Vike renders only some statuses; the others show as 500, and the reason keeps the real one.
  [502, 500],
  [504, 500],
  [400, 500],
])(
  'spec §8: a page call that failed with %i aborts with %i and the upstream status',
  async (upstream, status) => {
    const abort = await abortOf(
      data(pageContext(() => Promise.reject(new ContentUnavailableError(upstream, 'the page call failed')))),
    )
    expect(abort).toEqual({ status, reason: { kind: 'upstream', status: upstream } })
  },
)

test('spec §8: a failed layout call aborts before the page is asked for', async () => {
  let asked = false
  const abort = await abortOf(
    data(
      pageContext(
        () => {
          asked = true
          return Promise.resolve(landing)
        },
        { layoutFailure: { status: 502 } },
      ),
    ),
  )
  expect(abort).toEqual({ status: 500, reason: { kind: 'upstream', status: 502 } })
  expect(asked).toBe(false)
})

test('any other error is not an upstream failure and propagates', async () => {
  await expect(data(pageContext(() => Promise.reject(new TypeError('bug'))))).rejects.toThrow(TypeError)
})

test('DESIGN §1: preview refused for want of a token answers 404 without asking for the draft', async () => {
  let asked = false
  const abort = await abortOf(
    data(
      pageContext(
        () => {
          asked = true
          return Promise.resolve(landing)
        },
        { preview: true, contentPath: '/spring-campaign', previewDenied: true },
      ),
    ),
  )
  expect(abort).toEqual({ status: 404, reason: 'Page Not Found: /spring-campaign' })
  expect(asked).toBe(false)
})
