import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorView } from './error-view.tsx'
import { layoutFixture } from './layout.fixtures.ts'

const meta = {
  title: 'Chrome/Error page',
  component: ErrorView,
  args: { requestedPath: '/en-EU/private/old-campaign', socialLinks: layoutFixture.footer.someLinks },
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

/** A route-validation failure (spec §2.1): 'Page not found' plus the path. */
export const NotFound: Story = {
  args: {
    status: 404,
    missingPath: '/private/old-campaign',
    requestId: '0b6c5d1e-5f0a-4d7e-9a53-2f1c8e7b4a10',
  },
}

export const InternalServerError: Story = {
  args: { status: 500, requestId: '9d2f7a44-0c1e-4b8f-a6d3-51e0b9c27f85' },
}

/** The content system answered 503 and its layout is missing too: contact numbers still show. */
export const UpstreamUnavailable: Story = {
  args: { status: 503, socialLinks: [] },
}

export const Forbidden: Story = { args: { status: 403 } }

/** What a developer sees with `npm run dev`; production never sends the stack. */
export const InDevelopment: Story = {
  args: {
    status: 500,
    developmentError: {
      message: 'Cannot read properties of undefined (reading "title")',
      stack:
        'TypeError: Cannot read properties of undefined (reading "title")\n    at Page (pages/content/+Page.tsx:12:31)',
    },
  },
}
