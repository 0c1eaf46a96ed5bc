import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Interactive({ pageCount, start }: { pageCount: number; start: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

const meta = {
  title: 'UI/Pagination',
  component: Interactive,
  args: { pageCount: 10, start: 5 },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { start: 1 } };
export const LastPage: Story = { args: { start: 10 } };
export const FewPages: Story = { args: { pageCount: 3, start: 2 } };
export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
