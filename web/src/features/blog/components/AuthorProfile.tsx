import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import type { AuthorProfile as AuthorProfileData } from '../api/author-profile';

/** The head of /author/{slug}: portrait, name, what they do, bio and their links. */
export function AuthorProfile({ author }: { author: AuthorProfileData }) {
  return (
    <header className="author-profile">
      {author.picture ? (
        <ResponsiveImage
          image={author.picture}
          sizes="160px"
          className="author-profile__picture"
          priority
        />
      ) : (
        <span className="author-profile__picture author-profile__initials" aria-hidden="true">
          {initials(author.name)}
        </span>
      )}
      <div>
        <h1 id="author-name" className="page-title author-profile__name">
          {author.name}
        </h1>
        {author.jobTitle ? <p className="author-profile__job">{author.jobTitle}</p> : null}
        {author.bio ? <p className="author-profile__bio">{author.bio}</p> : null}
        {author.links.length > 0 ? (
          <ul className="author-profile__links" aria-label={`${author.name} elsewhere`}>
            {author.links.map((link) => (
              <li key={link.label}>
                <a href={link.url} rel="me noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}

/** Up to two initials, for an author without a portrait. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
