import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginOverlay } from './LoginOverlay';
import { DashboardBody } from './ScoreDashboard';
import './quiz.css';

const meta = {
  title: 'Quiz/LoginOverlay',
  component: LoginOverlay,
  parameters: { path: '/quizzes' },
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
