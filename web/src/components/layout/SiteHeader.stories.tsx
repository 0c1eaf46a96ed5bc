import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginButton } from './LoginButton';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  args: { siteName: 'Apogee', account: <LoginButton /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const OnPublications: Story = { parameters: { path: '/publications' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
