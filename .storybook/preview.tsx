import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { useLayoutEffect, useState } from 'react';
import '../web/src/styles/app.css';

/**
 * Components use router links and (some) cached queries: give every story both, the router at
 * `parameters.path` (`/` by default) with the cache seeded from `parameters.queryData`.
 */
const withAppContext: Decorator = (Story, context) => {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seeded = context.parameters.queryData as [readonly unknown[], unknown][] | undefined;
    for (const [key, data] of seeded ?? []) client.setQueryData(key, data);
    return client;
  });
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: [context.parameters.path ?? '/'] }),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};

/**
 * The site's two themes (docs/product/site-shell.md, "Theme"): the toolbar's Theme menu, or a
 * story's `globals: { theme: 'night' }`, sets `data-theme` on <html> as the site's head script
 * does, so every story can be seen, and tested, in both.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'night' ? 'night' : 'day';
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withAppContext, withTheme],
  globalTypes: {
    theme: {
      description: 'Site theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'day', title: 'Day (light)', icon: 'sun' },
          { value: 'night', title: 'Night (dark)', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'day' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // In the story tests a violation fails the story; the UI's panel lists every one.
      test: 'error',
      // …but only serious and critical ones fail: the matcher reads the impact levels from
      // the options axe ran with.
      options: { impactLevels: ['serious', 'critical'] },
    },
  },
};

export default preview;
