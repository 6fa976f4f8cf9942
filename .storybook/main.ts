import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';
import { usedIconsPlugin } from './usedIcons';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  // MDX pages: the introduction, the foundations and one page per component, beside the component.
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown: the docs pages' tables (keyboard, tokens) are Markdown tables.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The screen stories' picture service worker (msw's script, packages/admin-app/src/stories/storyMedia.ts).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), usedIconsPlugin(repoRoot)],
      resolve: { conditions: ['@deals/source', ...defaultClientConditions] },
    });
  },
};

export default config;
