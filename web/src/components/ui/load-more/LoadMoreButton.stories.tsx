import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadMoreButton } from './LoadMoreButton';

const meta = {
  title: 'UI/LoadMoreButton',
  component: LoadMoreButton,
  args: { hasMore: true, loading: false, onLoadMore: () => undefined },
} satisfies Meta<typeof LoadMoreButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {};
export const Loading: Story = { args: { loading: true } };
export const NothingMore: Story = { args: { hasMore: false } };
