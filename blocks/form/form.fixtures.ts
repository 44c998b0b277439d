import type { BlockFixtures } from '#blocks/define-block.ts'
import type { formSchema } from './form.schema.ts'

export const formFixtures = {
  /** The customer-service contact form. */
  contact: {
    id: 'customer-service-contact',
    contentType: 'form',
    heading: 'Send us a message',
    lead: 'We answer within two working days.',
    fields: [
      { type: 'text', name: 'name', label: 'Name', required: true, autoComplete: 'name', maxLength: 100 },
      { type: 'email', name: 'email', label: 'E-mail', required: true, maxLength: 200 },
      { type: 'phone', name: 'phone', label: 'Phone', hint: 'If you would rather we call you.' },
      {
        type: 'select',
        name: 'topic',
        label: 'Topic',
        required: true,
        options: [
          { value: 'purchase', label: 'A purchase or a car wash code' },
          { value: 'station', label: 'A station' },
          { value: 'charging', label: 'Charging' },
          { value: 'feedback', label: 'Feedback' },
          { value: 'other', label: 'Something else' },
        ],
      },
      {
        type: 'textarea',
        name: 'message',
        label: 'Message',
        required: true,
        minLength: 10,
        maxLength: 2000,
        forbiddenSymbols: '<>',
      },
      { type: 'consent', name: 'privacy', required: true },
    ],
    submitLabel: 'Send message',
    successMessage: 'Thank you! We will answer within two working days.',
  },
  /** Every field type and every spec §5 rule, for QA. */
  everyRule: {
    id: 'form-rules-demo',
    contentType: 'form',
    heading: 'Every field and rule',
    fields: [
      {
        type: 'text',
        name: 'nickname',
        label: 'Nickname',
        required: true,
        minLength: 3,
        maxLength: 20,
        forbiddenSymbols: '<>{}$',
        hint: '3 to 20 characters, without < > { } $',
      },
      { type: 'email', name: 'email', label: 'E-mail', required: true },
      { type: 'email', name: 'emailConfirmation', label: 'E-mail again', required: true, matches: 'email' },
      { type: 'phone', name: 'phone', label: 'Phone', required: true },
      {
        type: 'internationalPhone',
        name: 'internationalPhone',
        label: 'Phone with country code',
        hint: 'For example +358 40 123 4567',
      },
      {
        type: 'number',
        name: 'litres',
        label: 'Litres',
        required: true,
        minValue: 5,
        maxValue: 100,
        maxDecimals: 2,
      },
      { type: 'number', name: 'washes', label: 'Washes', roundTo: 5, hint: '5, 10, 15 …' },
      {
        type: 'text',
        name: 'controlWord',
        label: 'Type the word AURORA',
        required: true,
        equals: 'AURORA',
      },
      {
        type: 'select',
        name: 'station',
        label: 'Station',
        required: true,
        options: [
          { value: 'helsinki', label: 'Helsinki Centre' },
          { value: 'tampere', label: 'Tampere Hervanta' },
        ],
      },
      {
        type: 'radio',
        name: 'contactBy',
        label: 'Contact me by',
        required: true,
        options: [
          { value: 'email', label: 'By e-mail' },
          { value: 'phone', label: 'By phone' },
        ],
      },
      {
        type: 'checkboxGroup',
        name: 'services',
        label: 'Services',
        required: true,
        checkedAmount: 2,
        options: [
          { value: 'wash', label: 'Car wash' },
          { value: 'charging', label: 'Charging' },
          { value: 'restaurant', label: 'Restaurant' },
        ],
      },
      { type: 'textarea', name: 'message', label: 'Message', maxLength: 500 },
      { type: 'consent', name: 'privacy', required: true },
    ],
  },
} satisfies BlockFixtures<typeof formSchema>
