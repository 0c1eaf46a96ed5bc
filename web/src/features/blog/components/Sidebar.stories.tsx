import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSidebar } from '@/lib/fixtures/sample-content';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Blog/Sidebar',
  component: Sidebar,
  args: { data: sampleSidebar },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: { categories: [], popularPosts: [] } } };
