import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchSortLinks } from './SearchSortLinks';

const meta = {
  title: 'Blog/SearchSortLinks',
  component: SearchSortLinks,
  args: { params: { discover: 'moon', tag: 'nasa' } },
} satisfies Meta<typeof SearchSortLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByRelevance: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Relevance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'href',
      '/search?discover=moon&tag=nasa&sort=newest',
    );
  },
};

export const ByNewest: Story = {
  args: { params: { discover: 'moon', tag: 'nasa', sort: 'newest' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Relevance' })).toHaveAttribute(
      'href',
      '/search?discover=moon&tag=nasa',
    );
  },
};
