import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadDataPanel } from './DownloadDataPanel';

const meta = {
  title: 'Accounts/DownloadDataPanel',
  component: DownloadDataPanel,
  args: { href: 'data:application/json,%7B%7D' },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof DownloadDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its one state: the explanation and the link that saves the file. */
export const Default: Story = {};
