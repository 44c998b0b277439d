import type { Meta, StoryObj } from '@storybook/react-vite'
import { formFixtures } from './form.fixtures.ts'
import { formSchema } from './form.schema.ts'
import { Form } from './form.tsx'

const meta = {
  title: 'Blocks/Form',
  component: Form,
} satisfies Meta<typeof Form>

export default meta
type Story = StoryObj<typeof meta>

/** The customer-service contact form; its consent sentence links to the privacy policy. */
export const Contact: Story = { args: { block: formSchema.parse(formFixtures.contact) } }
/** Every field type and every spec §5 rule: leave the fields or press Send to see the messages. */
export const EveryRule: Story = { args: { block: formSchema.parse(formFixtures.everyRule) } }
