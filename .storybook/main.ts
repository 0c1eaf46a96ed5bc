import type { StorybookConfig } from '@storybook/react-vite';
import type reactPlugin from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The React plugin is a dependency of the web workspace, so resolve it from there.
const fromWeb = createRequire(new URL('../web/package.json', import.meta.url));

// Stories of the web's components, built with the web's Vite setup minus the Start plugin
// (stories render components, not the server-rendered app).
const serverFunctionStub = fileURLToPath(new URL('./server-function-stub.ts', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../web/src/**/*.stories.tsx'],
  // Accessibility checks in the UI's panel and in the story tests (vitest.config.ts), which the
  // Vitest addon also runs from the UI.
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => {
    const pluginPath = pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href;
    const { default: react } = (await import(pluginPath)) as { default: typeof reactPlugin };
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        alias: [
          {
            find: /^@\//,
            replacement: `${fileURLToPath(new URL('../web/src/', import.meta.url))}`,
          },
          // Components' modules may define server functions; in Storybook they are stubs.
          { find: /^@tanstack\/react-start(\/server)?$/, replacement: serverFunctionStub },
        ],
      },
      plugins: [...(viteConfig.plugins ?? []), react()],
    };
  },
};

export default config;
