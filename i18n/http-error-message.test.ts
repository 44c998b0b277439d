import { expect, test } from 'vitest'
import { locales } from '#schemas/locale.ts'
import { preloadedMessages } from './bundled-messages.ts'
import { genericErrorMessageKey, httpErrorMessageKey, statusesWithOwnMessage } from './http-error-message.ts'
import { messageAt } from './messages.ts'

test.each([
  [401, 'httpErrors.UNAUTHORIZED'],
  [403, 'httpErrors.FORBIDDEN'],
  [404, 'httpErrors.NOT_FOUND'],
  [500, 'httpErrors.INTERNAL_SERVER_ERROR'],
  // Statuses without a message of their own get the generic one (spec §8).
  [400, 'messages.something-went-wrong'],
  [409, 'messages.something-went-wrong'],
  [429, 'messages.something-went-wrong'],
  [502, 'messages.something-went-wrong'],
  [503, 'messages.something-went-wrong'],
  [200, 'messages.something-went-wrong'],
  [0, 'messages.something-went-wrong'],
  [-1, 'messages.something-went-wrong'],
  [404.5, 'messages.something-went-wrong'],
  [Number.NaN, 'messages.something-went-wrong'],
])('httpErrorMessageKey(%s) = %s', (status, key) => {
  expect(httpErrorMessageKey(status)).toBe(key)
})

test('English texts are the spec §8 ones', () => {
  const english = preloadedMessages['en-EU'] ?? {}
  expect(messageAt(english, httpErrorMessageKey(403))).toBe('Access Forbidden')
  expect(messageAt(english, httpErrorMessageKey(404))).toBe('Page not found')
  expect(messageAt(english, httpErrorMessageKey(401))).toBe('Unauthorized')
  expect(messageAt(english, httpErrorMessageKey(500))).toBe('Internal server error')
  expect(messageAt(english, genericErrorMessageKey)).toBe('Something went wrong')
})

test.each(locales)('every key httpErrorMessageKey can give has a %s text', (locale) => {
  const messages = preloadedMessages[locale] ?? {}
  const keys = [...statusesWithOwnMessage, 418].map(httpErrorMessageKey)
  for (const key of keys)
    expect({ key, text: messageAt(messages, key) }).toEqual({ key, text: expect.any(String) })
})
