import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

// Stories sit beside the code they show (DESIGN §3). A folder with no stories yet, or not even
// checked out yet (blocks/, renderer/), just matches nothing inside the one brace glob.
// `stories/` holds Storybook-wide wiring and only joins once it has a story of its own: a glob of
// its own that matches nothing makes every build print a warning.
const storiesFolder = fileURLToPath(new URL('../stories', import.meta.url))
const hasWiringStories =
  existsSync(storiesFolder) &&
  readdirSync(storiesFolder, { recursive: true }).some((file) => /\.stories\.tsx?$/.test(String(file)))

const config = {
  stories: [
    '../{blocks,components,renderer,pages}/**/*.stories.@(ts|tsx)',
    ...(hasWiringStories ? ['../stories/**/*.stories.@(ts|tsx)'] : []),
  ],
  // The accessibility panel: axe on the story as it is, with the e2e checks' rules (preview.tsx).
  addons: ['@storybook/addon-a11y'],
  // The site's own public files (images, captions) so stories show what pages show.
  staticDirs: ['../public'],
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: {
        // Absolute, because the builder resolves this path against the working directory, and the
        // dedicated config keeps the Vike plugin (project vite.config.ts) out of Storybook.
        viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
      },
    },
  },
  // Storybook's own preview runtime is one ~1.2 MB chunk; Vite's 500 kB warning is meant for the
  // site's bundles, which this build never makes.
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 } }),
  // The build runs offline in CI: no telemetry call home, no version check.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
} satisfies StorybookConfig

// Storybook reads its config from the default export.
export default config
