import type { CurrentUser } from '@apogee/contracts/accounts';
import { IMAGE_KIND_HEAD_BYTES, IMAGE_KIND_TYPES, imageKind } from '@apogee/contracts/image-kind';
import { AVATAR_MAX_BYTES, profileMessages, profileUpdateSchema } from '@apogee/contracts/profile';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage, TextAreaField } from '@/components/ui/form-field/FormField';
import { ApiRequestError, type FieldMessages } from '@/lib/api/api-error';
import { fieldBinding } from '@/lib/forms/field-binding';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { avatarSrc } from '@/lib/session/avatar';
import { updateProfile as updateProfileRequest } from '../api/update-profile';
import { uploadAvatar as uploadAvatarRequest } from '../api/upload-avatar';

export interface EditProfileFormProps {
  user: CurrentUser;
  /** Called with the saved reader (also after a partial save), so the header follows. */
  onSaved: (user: CurrentUser) => void;
  updateProfile?: typeof updateProfileRequest;
  uploadAvatar?: typeof uploadAvatarRequest;
  initialErrors?: FieldMessages;
  initialOutcome?: Outcome;
  /** For stories: fields already edited (a new email shows the current-password field). */
  initialChanges?: Partial<Values>;
}

type Outcome = { tone: 'success' | 'error'; text: string };
type Values = {
  name: string;
  email: string;
  username: string;
  profession: string;
  bio: string;
  /** Asked for only when the email or the username changes. */
  currentPassword: string;
};

/** These four must not be empty ("This field is required"). */
const requiredFields = new Set<keyof Values>(['name', 'username', 'email', 'profession']);

function fieldsOf(user: CurrentUser): Values {
  return {
    name: user.name,
    email: user.email,
    username: user.username,
    profession: user.profession,
    bio: user.bio,
    currentPassword: '',
  };
}

/**
 * The chosen picture's problem, found as it is chosen rather than on Update: what its first
 * bytes say it is (as the service tells it, whatever its name), its size, and whether this
 * browser can draw it at all. Its preview's address when there is none.
 */
async function checkAvatar(file: File): Promise<{ problem: string } | { preview: string }> {
  const head = new Uint8Array(await file.slice(0, IMAGE_KIND_HEAD_BYTES).arrayBuffer());
  if (!imageKind(head)) return { problem: profileMessages.avatarNotImage };
  if (file.size > AVATAR_MAX_BYTES) return { problem: profileMessages.avatarTooLarge };
  const preview = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = preview;
    await image.decode();
    return { preview };
  } catch {
    URL.revokeObjectURL(preview);
    return { problem: profileMessages.avatarUnreadable };
  }
}

/**
 * "Update your profile" (docs/product/accounts.md#profile): avatar with preview, five fields,
 * "Update".
 */
export function EditProfileForm({
  user,
  onSaved,
  updateProfile = updateProfileRequest,
  uploadAvatar = uploadAvatarRequest,
  initialErrors = {},
  initialOutcome,
  initialChanges,
}: EditProfileFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => ({ ...fieldsOf(user), ...initialChanges }));
  const [errors, setErrors] = useState<FieldMessages>(initialErrors);
  const [outcome, setOutcome] = useState<Outcome | undefined>(initialOutcome);
  const [avatar, setAvatar] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [pending, setPending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // The preview is an object URL of the chosen file, released when it is replaced.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function update(name: keyof Values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setOutcome(undefined);
    // Emptying a required field shows its message, typing clears it.
    setErrors(({ [name]: _previous, ...rest }) =>
      requiredFields.has(name) && value.trim() === ''
        ? { ...rest, [name]: profileMessages.required }
        : rest,
    );
  }
  const field = fieldBinding(values, errors, update);
  // What signs the reader in changes only with their current password (docs/security.md).
  const identityChanges = values.email !== user.email || values.username !== user.username;

  function forgetAvatar() {
    setAvatar(undefined);
    setPreview(undefined);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function chooseAvatar(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setOutcome(undefined);
    if (!file) return;
    const checked = await checkAvatar(file);
    const problem = 'problem' in checked ? checked.problem : undefined;
    setErrors(({ avatar: _previous, ...rest }) => (problem ? { ...rest, avatar: problem } : rest));
    if ('problem' in checked) {
      // The picture shown stays the one the reader has: no preview of a file that is not one.
      forgetAvatar();
      return;
    }
    setAvatar(file);
    setPreview(checked.preview);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const check = validateForm(profileUpdateSchema, {
      ...values,
      currentPassword: identityChanges ? values.currentPassword : undefined,
    });
    if (!check.ok) {
      setErrors((current) => ({
        ...check.errors,
        ...(current.avatar ? { avatar: current.avatar } : {}),
      }));
      return;
    }
    setPending(true);
    let saved: CurrentUser | undefined;
    let savedText: string = profileMessages.updated;
    try {
      const answer = await updateProfile(check.data);
      saved = answer.user;
      // A new email waits for its link: the service's message says where it went.
      if (answer.pendingEmail) savedText = answer.message;
      if (avatar) {
        try {
          saved = (await uploadAvatar(avatar)).user;
        } catch (error) {
          // The fields are saved; only the picture was refused: its message alone, under it
          // (not "Error updating user" as well), and the picture the reader has shows again.
          forgetAvatar();
          setErrors({
            avatar:
              error instanceof ApiRequestError
                ? (error.fields.avatar ?? error.message)
                : profileMessages.avatarUnreadable,
          });
          return;
        }
        forgetAvatar();
      }
      setErrors({});
      setOutcome({ tone: 'success', text: savedText });
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? error.fields : {});
      setOutcome({ tone: 'error', text: profileMessages.updateFailed });
    } finally {
      setPending(false);
      if (saved) {
        setValues(fieldsOf(saved));
        onSaved(saved);
      }
    }
  }

  return (
    <form
      className="profile-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="edit-profile-title"
    >
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <h1 id="edit-profile-title" className="page-title">
          Update your profile
        </h1>
        <div className="profile-form__avatar">
          <img
            className="profile-form__avatar-image"
            src={preview ?? avatarSrc(user)}
            alt={preview ? 'Preview of your new profile picture' : 'Your profile picture'}
            width={120}
            height={120}
          />
          <div>
            <input
              ref={fileInput}
              id="avatar-file"
              className="visually-hidden"
              type="file"
              name="avatar"
              accept={IMAGE_KIND_TYPES}
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => void chooseAvatar(event)}
            />
            <Button
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              aria-describedby={errors.avatar ? 'avatar-error' : undefined}
            >
              Change avatar
            </Button>
            {avatar ? <p className="profile-form__file-name">{avatar.name}</p> : null}
            {errors.avatar ? (
              <p id="avatar-error" className="form-field__error" role="alert">
                {errors.avatar}
              </p>
            ) : null}
          </div>
        </div>
        <FormField label="Full Name" autoComplete="name" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField label="Username" autoComplete="username" {...field('username')} />
        <FormField label="Profession" autoComplete="organization-title" {...field('profession')} />
        <TextAreaField label="Bio" rows={5} {...field('bio')} />
        {identityChanges ? (
          <>
            <p className="account-security__hint">
              {values.email !== user.email
                ? 'A new email address is used once you open the link we send to it.'
                : 'Changing your username signs you out on your other devices.'}
            </p>
            <FormField
              label="Current password"
              type="password"
              autoComplete="current-password"
              {...field('currentPassword')}
            />
          </>
        ) : null}
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Updating...' : 'Update'}
        </Button>
      </fieldset>
    </form>
  );
}
