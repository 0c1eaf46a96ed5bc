import { createFileRoute } from '@tanstack/react-router';
import { webConfig } from '@/lib/config/web-config.server';
import { sitemapXml } from '@/lib/site/feeds';
import { siteEntries } from '@/lib/site/site-entries.server';

const STATIC_PATHS = [
  '/',
  '/publications',
  '/stories',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/information-policy',
  '/user-profile',
];

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const entries = await siteEntries();
        const xml = sitemapXml(webConfig().publicUrl, [
          ...STATIC_PATHS.map((path) => ({ path })),
          ...entries.categories
            .filter((category) => category.name.toLowerCase() !== 'other')
            .map((category) => ({ path: `/category/${category.slug}` })),
          ...entries.blogs.map((blog) => ({
            path: `/${blog.slug}`,
            lastModified: blog.updatedAt ?? blog.publishedAt,
          })),
          ...entries.magazines.map((magazine) => ({
            path: `/publications/${magazine.slug}`,
            lastModified: magazine.updatedAt,
          })),
          ...entries.stories.map((story) => ({
            path: `/story/${story.slug}`,
            lastModified: story.updatedAt,
          })),
        ]);
        return new Response(xml, {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': 'public, max-age=300',
          },
        });
      },
    },
  },
});
