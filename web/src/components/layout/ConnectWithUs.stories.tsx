import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectWithUs } from './ConnectWithUs';

const meta = { title: 'Layout/ConnectWithUs', component: ConnectWithUs } satisfies Meta<
  typeof ConnectWithUs
>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
