// The edit view's "Newsletter" panel of an issue: preview it, send a test to yourself, then (for
// editors) schedule it or send it now, each after a confirmation. Everything works on the last
// save; the server checks who may send, whatever the buttons show.
import {
  Box,
  Button,
  DateTimePicker,
  Dialog,
  Field,
  Flex,
  Typography,
} from '@strapi/design-system';
import { ConfirmDialog, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SCHEDULE_STEP_MINUTES } from './minute-date-time';
import { messageOf, timeZone, when, type IssueState } from './newsletter-api';
import { NewsletterPreview } from './newsletter-preview';
import { useAdminData } from './use-entries';

const ISSUE_MODEL = 'api::newsletter-issue.newsletter-issue';

interface PanelProps {
  model: string;
  documentId?: string;
  document?: { updatedAt?: string } | null;
}

/** A button that asks first; `onConfirm` does the work and tells the outcome. */
function ConfirmedButton({
  label,
  title,
  question,
  disabled,
  onConfirm,
}: {
  label: string;
  title: string;
  question: ReactNode;
  disabled?: boolean;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button fullWidth disabled={disabled}>
          {label}
        </Button>
      </Dialog.Trigger>
      <ConfirmDialog
        title={title}
        variant="default"
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
      >
        {question}
      </ConfirmDialog>
    </Dialog.Root>
  );
}

function SendState({ state }: { state: IssueState }) {
  if (!state.sendId || !state.sendAt) return null;
  const future = new Date(state.sendAt).getTime() > Date.now();
  return (
    <Box>
      <Typography textColor="success600" fontWeight="semiBold">
        {future ? 'Scheduled for' : 'Sent on'} {when(state.sendAt)}
        {state.sentBy ? ` by ${state.sentBy}` : ''}
      </Typography>
      <Typography tag="p" variant="pi">
        <Link to="/newsroom-newsletter-sends">See its report in Newsletter sends</Link>
      </Typography>
    </Box>
  );
}

function IssueActions({ documentId, savedAt }: { documentId: string; savedAt: string }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [refresh, setRefresh] = useState(0);
  const [at, setAt] = useState<Date | null>(null);
  const { value: state, error } = useAdminData(
    [`/newsroom/newsletter-issues/${documentId}`],
    ([answer]) => answer as IssueState,
    `${savedAt}#${refresh}`,
  );
  if (error)
    return <Typography textColor="danger600">Save the issue to preview and send it.</Typography>;
  if (!state) return <Typography textColor="neutral600">Loading…</Typography>;

  const act = async (path: string, body: Record<string, unknown>, done: string) => {
    try {
      const answer = await post(path, body);
      const message = (answer.data as { message?: unknown } | null)?.message;
      toggleNotification({
        type: 'success',
        message: typeof message === 'string' ? message : done,
      });
      setRefresh((n) => n + 1);
    } catch (failure) {
      toggleNotification({ type: 'danger', message: messageOf(failure, 'It failed. Try again.') });
    }
  };
  const base = `/newsroom/newsletter-issues/${documentId}`;
  const tooMany = state.articles > state.maxArticles;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <SendState state={state} />
      <Typography variant="pi" textColor={tooMany ? 'danger600' : 'neutral600'}>
        {state.articles} published article{state.articles === 1 ? '' : 's'} (at most{' '}
        {state.maxArticles}). Preview and tests show the last save.
      </Typography>
      <NewsletterPreview documentId={documentId} />
      <Button
        variant="secondary"
        fullWidth
        onClick={() => act(`${base}/test`, {}, 'Test e-mail sent to your address.')}
      >
        Send a test to me
      </Button>
      {state.sendId ? null : state.canSend ? (
        <>
          <Field.Root
            id="newsletter-schedule"
            hint={`Your time zone: ${timeZone()}. Empty: choose Send now.`}
          >
            <Field.Label>Send at</Field.Label>
            <DateTimePicker
              clearLabel="Clear"
              step={SCHEDULE_STEP_MINUTES}
              value={at ?? undefined}
              minDate={new Date()}
              onChange={(date) => setAt(date ?? null)}
              onClear={() => setAt(null)}
            />
            <Field.Hint />
          </Field.Root>
          <ConfirmedButton
            label="Schedule"
            title="Schedule this issue?"
            disabled={!at || tooMany}
            question={`It goes to every confirmed subscriber on ${at ? when(at.toISOString()) : ''} (${timeZone()}). It cannot be changed after that; it can be stopped while it sends.`}
            onConfirm={() =>
              act(
                `${base}/send`,
                { scheduledAt: at?.toISOString() },
                'Scheduled. It will be sent at that time.',
              )
            }
          />
          <ConfirmedButton
            label="Send now"
            title="Send this issue now?"
            disabled={tooMany}
            question="It goes to every confirmed subscriber now. It cannot be sent twice; you can stop it while it sends, from Newsletter sends."
            onConfirm={() => act(`${base}/send`, {}, 'Sending. Follow it in Newsletter sends.')}
          />
        </>
      ) : (
        <Typography variant="pi" textColor="neutral600">
          Only editors can send or schedule an issue. Tell an editor when it is ready.
        </Typography>
      )}
    </Flex>
  );
}

export function NewsletterIssuePanel({ model, documentId, document }: PanelProps) {
  if (model !== ISSUE_MODEL) return null;
  return {
    title: 'Newsletter',
    content: documentId ? (
      <IssueActions documentId={documentId} savedAt={document?.updatedAt ?? ''} />
    ) : (
      <Typography textColor="neutral600">Save the issue to preview and send it.</Typography>
    ),
  };
}
