// One list shape for the newsroom's home widgets: a title linking to the entry in the editor,
// and a line under it (who, when). Loading, empty and error states are each a sentence.
import { Box, Flex, Loader, Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';

export interface ListedEntry {
  key: string;
  title: string;
  /** Path inside the admin, e.g. /content-manager/collection-types/api::blog.blog/abc. */
  to: string;
  detail: string;
}

export function EntryList({
  entries,
  empty,
  error,
}: {
  entries: ListedEntry[] | null;
  empty: string;
  error: string | null;
}) {
  if (error)
    return (
      <Typography textColor="danger600" role="alert">
        {error}
      </Typography>
    );
  if (!entries)
    return (
      <Flex justifyContent="center" padding={4}>
        <Loader small>Loading…</Loader>
      </Flex>
    );
  if (entries.length === 0) return <Typography textColor="neutral600">{empty}</Typography>;
  return (
    <Box tag="ul">
      {entries.map((entry) => (
        <Box tag="li" key={entry.key} paddingBottom={3}>
          <Link to={entry.to}>
            <Typography fontWeight="semiBold" textColor="primary600">
              {entry.title}
            </Typography>
          </Link>
          <Typography tag="p" variant="pi" textColor="neutral600">
            {entry.detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** "25 Nov 2026, 14:05" in the editor's own time zone. */
export const when = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '';

export const editPath = (uid: string, documentId: string) =>
  `/content-manager/collection-types/${uid}/${documentId}`;

interface Person {
  firstname?: string | null;
  lastname?: string | null;
}
export const personName = (person: Person | null | undefined) =>
  [person?.firstname, person?.lastname].filter(Boolean).join(' ');
