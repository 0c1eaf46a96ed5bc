// One comment on the Moderation page: what it says and where, its state and reports, the
// actions its state allows (each needing a reason where readers' words are taken down), and
// its log beside it.
import { Badge, Box, Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import {
  ACTION_LABELS,
  type LogEntry,
  messageOf,
  type ModeratedComment,
  type ModerationAction,
  when,
} from './moderation-api';

const DONE: Record<ModerationAction, string> = {
  approve: 'The comment is listed.',
  reject: 'The comment is rejected.',
  remove: 'The comment is removed.',
  restore: 'The comment is listed again.',
  reply: 'Your reply is published as Apogee.',
  block: 'Blocked from commenting.',
};

function CommentLog({ id, reloads }: { id: string; reloads: number }) {
  const { get } = useFetchClient();
  const [log, setLog] = useState<LogEntry[] | null>(null);
  useEffect(() => {
    let current = true;
    get(`/newsroom/moderation/comments/${id}/log`)
      .then((response) => current && setLog((response.data as { log: LogEntry[] }).log))
      .catch(() => current && setLog(null));
    return () => {
      current = false;
    };
  }, [id, reloads]);
  return (
    <Box padding={3} background="neutral100" hasRadius minWidth="16rem" aria-label="Log">
      <Typography variant="sigma" textColor="neutral600">
        Log
      </Typography>
      {!log || log.length === 0 ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          No moderation yet.
        </Typography>
      ) : (
        <ol style={{ margin: 0, paddingLeft: '1rem' }}>
          {log.map((entry, index) => (
            <li key={index}>
              <Typography variant="pi">
                {ACTION_LABELS[entry.action]} by {entry.editor.name}, {when(entry.at)}
                {entry.reason ? ` — “${entry.reason}”` : ''}
              </Typography>
            </li>
          ))}
        </ol>
      )}
    </Box>
  );
}

export function ModerationComment({
  comment,
  queued = false,
  onChanged,
}: {
  comment: ModeratedComment;
  /** Shown in the queue: approve and reject rather than remove. */
  queued?: boolean;
  onChanged: () => void;
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [reloads, setReloads] = useState(0);

  const act = async (action: ModerationAction, body: Record<string, string> = {}) => {
    setBusy(true);
    try {
      await post(`/newsroom/moderation/comments/${comment.id}/${action}`, body);
      toggleNotification({ type: 'success', message: DONE[action] });
      setReason('');
      setReply('');
      setReloads((n) => n + 1);
      onChanged();
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: messageOf(error, 'The comment was not changed. Try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  // In the queue (held, or listed with new reports): approve it, or reject it with a reason.
  const inQueue = queued && comment.status !== 'removed';
  const state =
    comment.status === 'held'
      ? 'Held by the spam check'
      : comment.status === 'removed'
        ? `Removed: “${comment.removedReason ?? ''}”`
        : 'Listed';
  return (
    <Box
      tag="article"
      aria-label={`Comment by ${comment.authorName}`}
      padding={4}
      background="neutral0"
      hasRadius
      shadow="tableShadow"
    >
      <Flex gap={4} alignItems="flex-start" wrap="wrap">
        <Flex direction="column" alignItems="stretch" gap={2} style={{ flex: '1 1 28rem' }}>
          <Flex gap={2} wrap="wrap">
            <Typography fontWeight="bold">{comment.authorName}</Typography>
            {comment.fromPublication ? <Badge>Editor</Badge> : null}
            {comment.authorUsername ? (
              <Typography variant="pi" textColor="neutral600">
                @{comment.authorUsername}
              </Typography>
            ) : null}
            <Typography variant="pi" textColor="neutral600">
              on /{comment.blogSlug} · {when(comment.createdAt)}
            </Typography>
          </Flex>
          <Flex gap={2} wrap="wrap">
            <Badge>{state}</Badge>
            {comment.reportCount > 0 ? (
              <Badge>
                {comment.reportCount === 1 ? '1 report' : `${comment.reportCount} reports`}
              </Badge>
            ) : null}
            {comment.blocked ? <Badge>Author blocked</Badge> : null}
            {comment.parentId ? <Badge>Reply</Badge> : null}
          </Flex>
          <Typography tag="p" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.comment}
          </Typography>

          <Field.Root id={`reason-${comment.id}`} hint="Kept in the log; readers never see it.">
            <Field.Label>Reason</Field.Label>
            <TextInput value={reason} onChange={(event) => setReason(event.target.value)} />
            <Field.Hint />
          </Field.Root>
          <Flex gap={2} wrap="wrap">
            {inQueue ? (
              <Button disabled={busy} onClick={() => void act('approve')}>
                Approve
              </Button>
            ) : null}
            {inQueue ? (
              <Button
                variant="danger-light"
                disabled={busy || !reason.trim()}
                onClick={() => void act('reject', { reason })}
              >
                Reject
              </Button>
            ) : null}
            {comment.status === 'listed' && !inQueue ? (
              <Button
                variant="danger-light"
                disabled={busy || !reason.trim()}
                onClick={() => void act('remove', { reason })}
              >
                Remove
              </Button>
            ) : null}
            {comment.status === 'removed' ? (
              <Button variant="secondary" disabled={busy} onClick={() => void act('restore')}>
                Restore
              </Button>
            ) : null}
            {comment.hasAccount ? (
              <Button
                variant="tertiary"
                disabled={busy || !reason.trim()}
                onClick={() => void act('block', { target: 'account', reason })}
              >
                Block reader
              </Button>
            ) : null}
            {!comment.fromPublication ? (
              <Button
                variant="tertiary"
                disabled={busy || !reason.trim()}
                onClick={() => void act('block', { target: 'address', reason })}
              >
                Block address
              </Button>
            ) : null}
          </Flex>
          {comment.status === 'removed' && comment.restorableUntil ? (
            <Typography variant="pi" textColor="neutral600">
              Restorable until {when(comment.restorableUntil)}; the removal is final after that.
            </Typography>
          ) : null}

          {comment.status === 'listed' ? (
            <form
              aria-label="Reply as the publication"
              onSubmit={(event) => {
                event.preventDefault();
                if (reply.trim()) void act('reply', { comment: reply });
              }}
            >
              <Flex gap={2} alignItems="flex-end">
                <Box style={{ flex: 1 }}>
                  <Field.Root id={`reply-${comment.id}`}>
                    <Field.Label>Reply as Apogee</Field.Label>
                    <TextInput value={reply} onChange={(event) => setReply(event.target.value)} />
                  </Field.Root>
                </Box>
                <Button type="submit" variant="secondary" disabled={busy || !reply.trim()}>
                  Publish reply
                </Button>
              </Flex>
            </form>
          ) : null}
        </Flex>
        <CommentLog id={comment.id} reloads={reloads} />
      </Flex>
    </Box>
  );
}
