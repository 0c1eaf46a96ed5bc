import { accountSecurityMessages } from '@apogee/contracts/account-security';
import { profileMessages } from '@apogee/contracts/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiRequestError } from '@/lib/api/api-error';
import { EditProfileForm } from './EditProfileForm';

const user = {
  id: '1',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  profession: 'Flight test engineer',
  bio: 'I write about wind tunnels.',
  avatarUrl: null,
};

const meta = {
  title: 'Accounts/EditProfileForm',
  component: EditProfileForm,
  args: {
    user,
    onSaved: () => undefined,
    updateProfile: async (input) => ({
      message: profileMessages.updated,
      user: { ...user, ...input, bio: input.bio ?? '' },
    }),
    uploadAvatar: async () => ({ message: profileMessages.avatarUpdated, user }),
  },
} satisfies Meta<typeof EditProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** The four required fields emptied (docs/product/accounts.md#profile). */
export const RequiredFields: Story = {
  args: {
    initialErrors: {
      name: profileMessages.required,
      email: profileMessages.required,
      username: profileMessages.required,
      profession: profileMessages.required,
    },
  },
};

export const Updated: Story = {
  args: { initialOutcome: { tone: 'success', text: profileMessages.updated } },
};

/** The email was changed: the current password was asked, the new inbox gets a link. */
export const EmailChangePending: Story = {
  args: {
    initialOutcome: {
      tone: 'success',
      text: accountSecurityMessages.checkNewInbox('ada.new@example.com'),
    },
  },
};

export const WrongCurrentPassword: Story = {
  args: {
    initialChanges: { email: 'ada.new@example.com' },
    initialOutcome: { tone: 'error', text: profileMessages.updateFailed },
    initialErrors: { currentPassword: accountSecurityMessages.currentPasswordWrong },
  },
};

export const Failed: Story = {
  args: {
    initialOutcome: { tone: 'error', text: profileMessages.updateFailed },
    initialErrors: { avatar: profileMessages.avatarTooLarge },
    updateProfile: async () => {
      throw new ApiRequestError(500, 'INTERNAL', profileMessages.updateFailed);
    },
  },
};

/** A 1×1 PNG, as a file the reader chose. */
const pngFile = (name = 'avatar.png') =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A picture chosen: its preview in the circle, its name under the button. */
export const AvatarChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(await page.findByAltText('Preview of your new profile picture')).toBeVisible();
    await expect(page.getByText('avatar.png')).toBeVisible();
  },
};

/**
 * A file that is not a picture, whatever its name says: one message as it is chosen, and the
 * reader's own picture stays (no broken preview).
 */
export const NotAnImageChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notes = new File(['Flight notes, not a picture.'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), notes);
    await expect(await page.findByRole('alert')).toHaveTextContent(profileMessages.avatarNotImage);
    await expect(page.getAllByText(profileMessages.avatarNotImage)).toHaveLength(1);
    await expect(page.queryByAltText('Preview of your new profile picture')).toBeNull();
    await expect(page.getByAltText('Your profile picture')).toBeVisible();
    await expect(page.queryByText('notes.png')).toBeNull();
  },
};

/** The service refused the picture on Update: its message alone, under the picture. */
export const AvatarRefusedOnUpdate: Story = {
  args: {
    uploadAvatar: async () => {
      throw new ApiRequestError(415, 'AVATAR_NOT_IMAGE', profileMessages.avatarNotImage, {
        avatar: profileMessages.avatarNotImage,
      });
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await page.findByAltText('Preview of your new profile picture');
    await userEvent.click(page.getByRole('button', { name: 'Update' }));
    await expect(await page.findByText(profileMessages.avatarNotImage)).toBeVisible();
    await expect(page.queryByText(profileMessages.updateFailed)).toBeNull();
    await expect(page.queryByAltText('Preview of your new profile picture')).toBeNull();
  },
};
