import {
  accountSecurityMessages,
  type AccountSession,
  type EndedSessionsResponse,
} from '@apogee/contracts/account-security';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@/lib/api/api-error';
import { SessionsList } from './SessionsList';

const thisDevice: AccountSession = {
  id: 'aaaaaaaaaaaaaaaaaaaaaa',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ip: '203.0.113.7',
  createdAt: '2026-03-05T09:12:00.000Z',
  lastSeenAt: '2026-03-05T14:07:00.000Z',
  remember: false,
  current: true,
};
const phone: AccountSession = {
  id: 'bbbbbbbbbbbbbbbbbbbbbb',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ip: '198.51.100.23',
  createdAt: '2026-02-20T18:40:00.000Z',
  lastSeenAt: '2026-03-04T21:15:00.000Z',
  remember: true,
  current: false,
};
const oldClient: AccountSession = {
  ...phone,
  id: 'cccccccccccccccccccccc',
  userAgent: null,
  ip: null,
};

const ended: EndedSessionsResponse = { message: accountSecurityMessages.sessionEnded, ended: 1 };

const meta = {
  title: 'Accounts/SessionsList',
  component: SessionsList,
  args: {
    sessions: [thisDevice, phone, oldClient],
    endSession: async () => ended,
    endOtherSessions: async () => ({
      message: accountSecurityMessages.otherSessionsEnded,
      ended: 2,
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof SessionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralDevices: Story = {};

/** Signed in here only: nothing to end. */
export const OnlyThisDevice: Story = { args: { sessions: [thisDevice] } };

/** No row at all (should not happen while signed in): the empty state. */
export const Empty: Story = { args: { sessions: [] } };

/** Ending takes a while: the buttons wait. */
export const Loading: Story = {
  args: { endSession: () => new Promise(() => undefined) },
};

export const SignedOutElsewhere: Story = {
  args: {
    sessions: [thisDevice],
    initialOutcome: { tone: 'success', text: accountSecurityMessages.otherSessionsEnded },
  },
};

/** The password, asked again before ending a session, was wrong. */
export const WrongPassword: Story = {
  args: { initialPasswordError: accountSecurityMessages.currentPasswordWrong },
};

/** The session had ended already (another device): 404, and the list reloads. */
export const AlreadyEnded: Story = {
  args: {
    initialOutcome: { tone: 'error', text: accountSecurityMessages.sessionNotFound },
    endSession: async () => {
      throw new ApiRequestError(404, 'NOT_FOUND', accountSecurityMessages.sessionNotFound);
    },
  },
};
