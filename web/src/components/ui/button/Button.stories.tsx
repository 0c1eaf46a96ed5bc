import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Contact Us' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Load More' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Disabled: Story = { args: { disabled: true, children: 'Sending...' } };
