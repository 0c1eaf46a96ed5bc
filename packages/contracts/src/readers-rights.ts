import { z } from 'zod';
import { currentPasswordField } from './account-security';

/** What the reader and the newsroom are told about a reader's data, its export and erasure. */
export const readersRightsMessages = {
  deleted: 'Your account has been deleted. A confirmation has been sent to your e-mail address.',
  erased: "The reader's account and personal data have been erased.",
  commentsChoiceRequired: 'Choose whether your comments are deleted or kept without your name.',
  readerNotFound: 'No reader has that e-mail address or username.',
  findRequired: 'Enter an e-mail address or a username.',
  findTooLong: 'An e-mail address or username is at most 254 characters.',
  editorRequired: 'The acting editor is required.',
  tooManyExports: 'Too many downloads of your data. Please try again later.',
  messageNotFound: 'No contact message has that id.',
  searchTooLong: 'Search for at most 200 characters.',
} as const;

/** Comments of a deleted account: deleted with it, or kept with no name or link to it. */
export const commentChoices = ['delete', 'anonymise'] as const;
export type CommentChoice = (typeof commentChoices)[number];

/** The body of POST /api/account/delete: the password again, and what becomes of comments. */
export const deleteAccountSchema = z.object({
  currentPassword: currentPasswordField,
  comments: z.enum(commentChoices, { error: readersRightsMessages.commentsChoiceRequired }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The name of a reader's data file, as the browser saves it. */
export const dataFileName = (username: string) => `apogee-data-${username}.json`;

/** The acting editor, for the log (the CMS admin user's id and name). */
export const editorSchema = z.object(
  {
    id: z.string().trim().min(1, readersRightsMessages.editorRequired).max(64),
    name: z.string().trim().min(1, readersRightsMessages.editorRequired).max(200),
  },
  { error: readersRightsMessages.editorRequired },
);

/** An e-mail address or a username, as an editor types it to find a reader. */
export const findReaderQuerySchema = z.object({
  q: z
    .string({ error: readersRightsMessages.findRequired })
    .trim()
    .min(1, readersRightsMessages.findRequired)
    .max(254, readersRightsMessages.findTooLong),
});

export const readerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type ReaderSummary = z.infer<typeof readerSummarySchema>;

export const eraseReaderSchema = z.object({
  editor: editorSchema,
  comments: z.enum(commentChoices, { error: readersRightsMessages.commentsChoiceRequired }),
});

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A reader's or a message's id (a uuid), checked without backtracking. */
export const idParamsSchema = (notFound: string) =>
  z.object({ id: z.string().max(36, notFound).regex(UUID_SHAPE, notFound) });

/** The contact inbox: newest first, optionally only those whose text holds `q`. */
export const inboxQuerySchema = z.object({
  q: z.string().trim().max(200, readersRightsMessages.searchTooLong).optional(),
  status: z.enum(['all', 'open', 'handled']).default('all'),
});

export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
