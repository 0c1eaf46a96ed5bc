import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginOverlay } from './LoginOverlay';
import { DashboardBody } from './ScoreDashboard';
import { withRouter } from './story-router';
import './quiz.css';

const meta = {
  title: 'Quiz/LoginOverlay',
  component: LoginOverlay,
  decorators: [withRouter],
} satisfies Meta<typeof LoginOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees in place of the dashboard. */
export const OverDashboard: Story = {
  render: () => (
    <div className="quiz-dashboard__locked">
      <div inert>
        <DashboardBody />
      </div>
      <LoginOverlay />
    </div>
  ),
};
