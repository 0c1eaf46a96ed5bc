import type { CurrentUser } from '@apogee/contracts/accounts';
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

/** SPEC.md §5: these four must not be empty ("This field is required"). */
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

/** The new picture's problem the reader can fix before sending, if any. */
function avatarProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return profileMessages.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarTooLarge;
  return undefined;
}

/** SPEC.md §2 "Update your profile": avatar with preview, five fields, "Update". */
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
    // SPEC.md §5: emptying a required field shows its message, typing clears it.
    setErrors(({ [name]: _previous, ...rest }) =>
      requiredFields.has(name) && value.trim() === ''
        ? { ...rest, [name]: profileMessages.required }
        : rest,
    );
  }
  const field = fieldBinding(values, errors, update);
  // What signs the reader in changes only with their current password (docs/security.md).
  const identityChanges = values.email !== user.email || values.username !== user.username;

  function chooseAvatar(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setOutcome(undefined);
    if (!file) return;
    const problem = avatarProblem(file);
    setErrors(({ avatar: _previous, ...rest }) => (problem ? { ...rest, avatar: problem } : rest));
    if (problem) {
      event.target.value = '';
      return;
    }
    setAvatar(file);
    setPreview(URL.createObjectURL(file));
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
          // The fields are saved; only the picture failed, so its message goes under it.
          throw new ApiRequestError(
            error instanceof ApiRequestError ? error.status : 0,
            error instanceof ApiRequestError ? error.code : 'AVATAR_FAILED',
            profileMessages.updateFailed,
            { avatar: error instanceof Error ? error.message : profileMessages.avatarUnreadable },
          );
        }
        setAvatar(undefined);
        setPreview(undefined);
        if (fileInput.current) fileInput.current.value = '';
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
              accept="image/*"
              tabIndex={-1}
              aria-hidden="true"
              onChange={chooseAvatar}
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
