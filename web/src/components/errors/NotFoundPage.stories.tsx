import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

const meta = { title: 'Errors/NotFoundPage', component: NotFoundPage } satisfies Meta<
  typeof NotFoundPage
>;

export default meta;
export const NotFound: StoryObj<typeof meta> = {};
export const UnexpectedError: StoryObj<typeof meta> = {
  render: () => <ErrorPage message="The content service did not answer in time." />,
};
