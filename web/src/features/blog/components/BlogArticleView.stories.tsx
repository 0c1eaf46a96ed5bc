import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBlogs, samplePictures, sampleSidebar } from '@/lib/fixtures/sample-content';
import { BlogArticleView } from './BlogArticleView';
import { RelatedPosts } from './RelatedPosts';
import { Sidebar } from './Sidebar';

const blog = {
  ...sampleBlogs[0]!,
  readingMinutes: 4,
  updatedAt: null,
  tags: [
    { name: 'Weather', slug: 'weather' },
    { name: 'Commercial Aviation', slug: 'commercial-aviation' },
  ],
  seo: { title: null, description: null, keywords: null, image: null },
  content: [
    {
      type: 'paragraph' as const,
      children: [
        {
          type: 'text' as const,
          text: 'Book a return flight between New York and London and you will notice something odd: the eastbound flight is usually ',
        },
        { type: 'text' as const, text: 'an hour shorter', bold: true },
        { type: 'text' as const, text: '.' },
      ],
    },
    {
      type: 'heading' as const,
      level: 2 as const,
      children: [{ type: 'text' as const, text: 'What is the jet stream?' }],
    },
    {
      type: 'list' as const,
      format: 'unordered' as const,
      children: [
        {
          type: 'list-item' as const,
          children: [
            {
              type: 'text' as const,
              text: 'Narrow bands of very strong wind near the tropopause.',
            },
          ],
          lists: [
            {
              type: 'list' as const,
              format: 'unordered' as const,
              children: [
                {
                  type: 'list-item' as const,
                  children: [
                    { type: 'text' as const, text: 'The polar jet, around 60° latitude.' },
                  ],
                  lists: [],
                },
                {
                  type: 'list-item' as const,
                  children: [
                    { type: 'text' as const, text: 'The subtropical jet, around 30° latitude.' },
                  ],
                  lists: [],
                },
              ],
            },
          ],
        },
        {
          type: 'list-item' as const,
          children: [
            { type: 'text' as const, text: 'Core speeds of 150 to 250 km/h, faster in winter.' },
          ],
          lists: [],
        },
      ],
    },
    {
      type: 'image' as const,
      image: { ...samplePictures.clouds, caption: 'Cruising above the cloud tops.' },
    },
    {
      type: 'quote' as const,
      children: [
        {
          type: 'text' as const,
          text: 'Airlines do not simply accept the wind; they plan with it.',
        },
      ],
    },
  ],
};

const meta = {
  title: 'Blog/BlogArticleView',
  component: BlogArticleView,
  args: { blog, authorLabel: 'Apogee Editorial', url: 'https://apogee.example/jet-stream' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  render: (args) => (
    <div className="container with-sidebar page-with-sidebar">
      <BlogArticleView {...args}>
        <RelatedPosts blogs={sampleBlogs.slice(1, 4)} authorLabel={args.authorLabel} />
      </BlogArticleView>
      <Sidebar data={sampleSidebar} />
    </div>
  ),
};
export const WithoutImageOrTags: Story = {
  args: { blog: { ...blog, image: null, tags: [] } },
};
