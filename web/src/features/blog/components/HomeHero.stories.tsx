import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleBlogs } from '@/lib/fixtures/sample-content';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Blog/HomeHero',
  component: HomeHero,
  args: { blog: { ...sampleBlogs[1]! }, authorLabel: 'Apogee Editorial' },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutImage: Story = { args: { blog: sampleBlogs[3]! } };
