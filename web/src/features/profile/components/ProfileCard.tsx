import type { CurrentUser } from '@apogee/contracts/accounts';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button/Button';
import { avatarSrc } from '@/lib/session/avatar';

export interface ProfileCardProps {
  user: CurrentUser;
  /** The "Edit Profile" link; the page passes a router link, stories the plain default. */
  editLink?: ReactNode;
}

/**
 * Profile details (docs/product/accounts.md#profile): picture, name, About, Profession, Username,
 * Email.
 */
export function ProfileCard({ user, editLink }: ProfileCardProps) {
  return (
    <article className="profile-card" aria-labelledby="profile-name">
      <img
        className="profile-card__avatar"
        src={avatarSrc(user)}
        alt={`${user.name}'s profile picture`}
        width={160}
        height={160}
      />
      <div className="profile-card__body">
        <h1 id="profile-name" className="profile-card__name">
          {user.name}
        </h1>
        <dl className="profile-card__details">
          <div>
            <dt>About</dt>
            <dd>{user.bio || <span className="profile-card__empty">Nothing here yet.</span>}</dd>
          </div>
          <div>
            <dt>Profession</dt>
            <dd>{user.profession || <span className="profile-card__empty">Not set</span>}</dd>
          </div>
          <div>
            <dt>Username</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
        {editLink ?? (
          <a href="/edit-profile" className={buttonClassName('primary')}>
            Edit Profile
          </a>
        )}
      </div>
    </article>
  );
}
