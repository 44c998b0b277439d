import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formFieldSchema, type FormField } from '#schemas/form.ts'
import {
  fieldError,
  formErrors,
  initialFormValues,
  isMultipleOf,
  messageValuesOf,
  parseFormNumber,
  storedFormValues,
  type FormValue,
} from './form-rules.ts'
import { formValuesSchema } from './form-values-schema.ts'

const field = (definition: Record<string, unknown>): FormField =>
  formFieldSchema.parse({ name: 'answer', label: 'Answer', ...definition })

const errorOf = (
  definition: Record<string, unknown>,
  value: FormValue,
  values: Record<string, FormValue> = {},
) => fieldError(field(definition), value, { answer: value, ...values })

test.each([
  // required and empty (spec §5 'This field is required', 'Fill in the field')
  [{ type: 'text', required: true }, '', 'validation.required'],
  [{ type: 'text', required: true }, '   ', 'validation.empty'],
  [{ type: 'text' }, '', null],
  [{ type: 'text', minLength: 3 }, '  ', null],
  [{ type: 'textarea', required: true }, '\n', 'validation.empty'],
  // e-mail, phone, international phone, number
  [{ type: 'email' }, 'aino@example.fi', null],
  [{ type: 'email' }, 'aino@example', 'validation.email'],
  [{ type: 'email' }, ' aino@example.fi ', null],
  [{ type: 'phone' }, '040 123 4567', null],
  [{ type: 'phone' }, '+358 40 123 4567', null],
  [{ type: 'phone' }, '(09) 123-456', null],
  [{ type: 'phone' }, '12345', 'validation.phone'],
  [{ type: 'phone' }, '040 CALL ME', 'validation.phone'],
  [{ type: 'internationalPhone' }, '+358 40 123 4567', null],
  [{ type: 'internationalPhone' }, '+47 912 34 567', null],
  [{ type: 'internationalPhone' }, '040 123 4567', 'validation.internationalPhone'],
  [{ type: 'internationalPhone' }, '+0 40 123 4567', 'validation.internationalPhone'],
  [{ type: 'number' }, '12', null],
  [{ type: 'number' }, '-12,5', null],
  [{ type: 'number' }, '1 250.75', null],
  [{ type: 'number' }, '12a', 'validation.number'],
  [{ type: 'number' }, '1,2,3', 'validation.number'],
  // length (characters as the visitor sees them)
  [{ type: 'text', minLength: 3 }, 'ab', 'validation.minLength'],
  [{ type: 'text', minLength: 3 }, 'abc', null],
  [{ type: 'text', minLength: 3 }, ' ab ', 'validation.minLength'],
  [{ type: 'text', maxLength: 3 }, 'abcd', 'validation.maxLength'],
  [{ type: 'text', maxLength: 3 }, 'åäö', null],
  [{ type: 'text', maxLength: 2 }, '👍👍', null],
  // values
  [{ type: 'number', minValue: 5 }, '4.99', 'validation.minValue'],
  [{ type: 'number', minValue: 5 }, '5', null],
  [{ type: 'number', maxValue: 100 }, '100,01', 'validation.maxValue'],
  [{ type: 'number', maxDecimals: 2 }, '1,123', 'validation.maxDecimals'],
  [{ type: 'number', maxDecimals: 0 }, '1.5', 'validation.maxDecimals'],
  [{ type: 'number', maxDecimals: 2 }, '1,12', null],
  [{ type: 'number', roundTo: 5 }, '12', 'validation.roundTo'],
  [{ type: 'number', roundTo: 5 }, '15', null],
  [{ type: 'number', roundTo: 0.1 }, '0,3', null],
  [{ type: 'number', roundTo: 0.5 }, '2.25', 'validation.roundTo'],
  // equals, forbidden symbols
  [{ type: 'text', equals: 'AURORA' }, 'AURORA', null],
  [{ type: 'text', equals: 'AURORA' }, 'aurora', 'validation.equals'],
  [{ type: 'number', equals: '10' }, '10,0', null],
  [{ type: 'text', forbiddenSymbols: '<>' }, 'a <b>', 'validation.forbiddenSymbols'],
  [{ type: 'text', forbiddenSymbols: '<>' }, 'a b', null],
  // choices
  [{ type: 'select', options: [{ value: 'a', label: 'A' }], required: true }, '', 'validation.required'],
  [{ type: 'select', options: [{ value: 'a', label: 'A' }] }, 'b', 'validation.equals'],
  [{ type: 'radio', options: [{ value: 'a', label: 'A' }] }, 'a', null],
  [{ type: 'consent', required: true }, false, 'validation.required'],
  [{ type: 'consent', required: true }, true, null],
  [{ type: 'consent' }, false, null],
] as const)('%j with %j gives %s', (definition, value, expected) => {
  expect(errorOf(definition, value)).toBe(expected)
})

const group = { type: 'checkboxGroup', options: ['a', 'b', 'c'].map((value) => ({ value, label: value })) }

test.each([
  [{ ...group, required: true }, [], 'validation.required'],
  [group, [], null],
  [{ ...group, checkedAmount: 2 }, ['a'], 'validation.checkedAmount'],
  [{ ...group, checkedAmount: 2 }, ['a', 'b', 'c'], 'validation.checkedAmount'],
  [{ ...group, checkedAmount: 2 }, ['a', 'c'], null],
  [group, ['a', 'x'], 'validation.equals'],
  [group, ['a', 'a'], 'validation.equals'],
] as const)('checkbox group %j with %j gives %s', (definition, value, expected) => {
  expect(errorOf(definition, value)).toBe(expected)
})

test('matches compares with the other field, without surrounding spaces', () => {
  const definition = { type: 'email', matches: 'email' }
  expect(errorOf(definition, 'aino@example.fi', { email: ' aino@example.fi' })).toBeNull()
  expect(errorOf(definition, 'aino@example.fi', { email: 'aino@example.com' })).toBe('validation.matches')
})

test('the first broken rule wins: the type before the bounds', () => {
  expect(errorOf({ type: 'email', maxLength: 5 }, 'not-an-address')).toBe('validation.email')
  expect(errorOf({ type: 'number', minValue: 5 }, 'four')).toBe('validation.number')
})

test('the messages name the bounds the CMS gave', () => {
  expect(messageValuesOf(field({ type: 'text', minLength: 3, maxLength: 20 }))).toEqual({
    'validation.minLength': { n: 3 },
    'validation.maxLength': { n: 20 },
  })
  expect(
    messageValuesOf(field({ type: 'number', minValue: 5, maxValue: 100, maxDecimals: 2, roundTo: 5 })),
  ).toEqual({
    'validation.minValue': { n: 5 },
    'validation.maxValue': { n: 100 },
    'validation.maxDecimals': { n: 2 },
    'validation.roundTo': { n: 5 },
  })
  expect(messageValuesOf(field({ ...group, checkedAmount: 2 }))).toEqual({
    'validation.checkedAmount': { n: 2 },
  })
})

const contactFields = [
  field({ type: 'text', name: 'name', required: true }),
  field({ type: 'email', name: 'email', required: true }),
  field({ type: 'number', name: 'litres' }),
  field({ ...group, name: 'services' }),
  field({ type: 'consent', name: 'privacy', required: true }),
]

test('an untouched form names every required field, and stored values are trimmed and read', () => {
  const values = initialFormValues(contactFields)
  expect(values).toEqual({ name: '', email: '', litres: '', services: [], privacy: false })
  expect(formErrors(contactFields, values)).toEqual({
    name: 'validation.required',
    email: 'validation.required',
    privacy: 'validation.required',
  })
  const filled = { name: ' Aino ', email: 'aino@example.fi', litres: '12,5', services: ['a'], privacy: true }
  expect(formErrors(contactFields, filled)).toEqual({})
  expect(storedFormValues(contactFields, filled)).toEqual({
    name: 'Aino',
    email: 'aino@example.fi',
    litres: 12.5,
    services: ['a'],
    privacy: true,
  })
  expect(storedFormValues(contactFields, { ...filled, litres: '' })).not.toHaveProperty('litres')
})

test('the one schema: wrong kinds and unknown fields are shape issues, broken rules carry catalogue keys', () => {
  const schema = formValuesSchema(contactFields)
  const shape = schema.safeParse({
    name: 1,
    email: '',
    litres: '',
    services: [],
    privacy: false,
    admin: true,
  })
  expect(shape.success).toBe(false)
  expect(shape.error?.issues.map((issue) => [issue.code, issue.path.join('.')])).toEqual(
    expect.arrayContaining([
      ['invalid_type', 'name'],
      ['unrecognized_keys', ''],
    ]),
  )
  const rules = schema.safeParse(initialFormValues(contactFields))
  expect(rules.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['name', 'validation.required'],
    ['email', 'validation.required'],
    ['privacy', 'validation.required'],
  ])
})

test('property: a number written with a comma or a point reads the same, and its decimals are counted', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.nat({ max: 9999 }), (whole, fraction) => {
      const digits = String(fraction)
      const point = parseFormNumber(`${whole}.${digits}`)
      const comma = parseFormNumber(`${whole},${digits}`)
      expect(point).toEqual(comma)
      expect(point?.decimals).toBe(digits.length)
    }),
  )
})

test('property: any text with a letter in it is no number', () => {
  fc.assert(
    fc.property(fc.string(), fc.constantFrom('a', 'e', 'x', 'Ö'), fc.string(), (before, letter, after) => {
      expect(parseFormNumber(`${before}${letter}${after}`)).toBeNull()
    }),
  )
})

test('property: every whole multiple of a step is a multiple of it, and a half step off is not', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(0.1, 0.25, 0.5, 1, 5, 10),
      fc.integer({ min: -10_000, max: 10_000 }),
      (step, times) => {
        expect(isMultipleOf(Number((step * times).toFixed(6)), step)).toBe(true)
        expect(isMultipleOf(Number((step * times + step / 2).toFixed(6)), step)).toBe(false)
      },
    ),
  )
})

test('property: a length rule holds exactly at its bound', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 50 }), (n) => {
      const bounded = field({ type: 'text', minLength: n, maxLength: n })
      expect(fieldError(bounded, 'x'.repeat(n), {})).toBeNull()
      expect(fieldError(bounded, 'x'.repeat(n + 1), {})).toBe('validation.maxLength')
      if (n > 1) expect(fieldError(bounded, 'x'.repeat(n - 1), {})).toBe('validation.minLength')
    }),
  )
})

test('property: the browser and the server agree, since both ask the same schema', () => {
  const schema = formValuesSchema(contactFields)
  fc.assert(
    fc.property(
      fc.record({
        name: fc.string(),
        email: fc.constantFrom('', 'aino@example.fi', 'aino@', ' '),
        litres: fc.string(),
        services: fc.subarray(['a', 'b', 'c']),
        privacy: fc.boolean(),
      }),
      (values) => {
        const valid = Object.keys(formErrors(contactFields, values)).length === 0
        expect(schema.safeParse(values).success).toBe(valid)
      },
    ),
  )
})
