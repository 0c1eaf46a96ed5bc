// "Newsletter sends": every issue, e-mailed article and digest the quiz-service sends, newest
// first, with its figures (recipients, sent, failed, bounced, unsubscribed since). While one
// sends, its figures are read again every two seconds; Stop halts the rest of it.
import {
  Badge,
  Box,
  Button,
  Dialog,
  Flex,
  Loader,
  Main,
  ProgressBar,
  Typography,
} from '@strapi/design-system';
import { ConfirmDialog, Layouts, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import {
  KIND_LABELS,
  STATUS_LABELS,
  isRunning,
  messageOf,
  when,
  type SendReport,
} from './newsletter-api';

const POLL_MS = 2000;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography variant="sigma" textColor="neutral600" tag="dt">
        {label}
      </Typography>
      <Typography variant="delta" tag="dd">
        {value.toLocaleString('en-GB')}
      </Typography>
    </Box>
  );
}

function StopButton({ report, onStopped }: { report: SendReport; onStopped: () => void }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const stop = async () => {
    try {
      await post(`/newsroom/newsletter-sends/${report.id}/stop`, {});
      toggleNotification({ type: 'success', message: 'Stopped. Nobody else will get it.' });
    } catch (failure) {
      toggleNotification({
        type: 'danger',
        message: messageOf(failure, 'Not stopped. Try again.'),
      });
    }
    setOpen(false);
    onStopped();
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="danger-light">Stop</Button>
      </Dialog.Trigger>
      <ConfirmDialog title="Stop this send?" onConfirm={stop}>
        Readers who have not received “{report.subject}” yet will not get it. Those who have keep
        it. A stopped send cannot be resumed.
      </ConfirmDialog>
    </Dialog.Root>
  );
}

function SendCard({ report, onChanged }: { report: SendReport; onChanged: () => void }) {
  const running = isRunning(report);
  const stoppable = running || report.status === 'scheduled';
  return (
    <Box
      tag="article"
      aria-label={report.subject}
      padding={4}
      hasRadius
      background="neutral0"
      shadow="tableShadow"
    >
      <Flex justifyContent="space-between" alignItems="flex-start" gap={2}>
        <Box>
          <Typography variant="delta" tag="h3">
            {report.subject}
          </Typography>
          <Typography textColor="neutral600">
            {KIND_LABELS[report.kind] ?? report.kind} ·{' '}
            {report.status === 'scheduled' ? 'to go on' : 'from'} {when(report.scheduledAt)}
            {report.createdBy ? ` · by ${report.createdBy}` : ''}
          </Typography>
        </Box>
        <Flex gap={2}>
          <Badge>{STATUS_LABELS[report.status]}</Badge>
          {stoppable ? <StopButton report={report} onStopped={onChanged} /> : null}
        </Flex>
      </Flex>
      {running ? (
        <Box paddingTop={3}>
          <ProgressBar
            value={Math.round(report.progress * 100)}
            size="M"
            aria-label={`${Math.round(report.progress * 100)}% of the recipients done`}
          />
          <Typography variant="pi" textColor="neutral600">
            {Math.round(report.progress * 100)}% of the recipients done
          </Typography>
        </Box>
      ) : null}
      <Flex tag="dl" gap={6} paddingTop={3} wrap="wrap">
        <Figure label="Recipients" value={report.recipients} />
        <Figure label="Sent" value={report.sent} />
        <Figure label="Failed" value={report.failed} />
        <Figure label="Bounced" value={report.bounced} />
        <Figure label="Unsubscribed since" value={report.unsubscribedSince} />
      </Flex>
    </Box>
  );
}

export default function NewsletterSendsPage() {
  const { get } = useFetchClient();
  const [sends, setSends] = useState<SendReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const running = sends?.some(isRunning) ?? false;

  useEffect(() => {
    let current = true;
    get('/newsroom/newsletter-sends')
      .then((answer) => {
        if (!current) return;
        setSends((answer.data as { sends: SendReport[] }).sends);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (current)
          setError(messageOf(failure, 'The sends could not be loaded. Reload to try again.'));
      });
    return () => {
      current = false;
    };
  }, [reads]);

  // While a send runs, its figures move: read them again every two seconds.
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setReads((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, sends]);

  return (
    <Main>
      <Layouts.Header
        title="Newsletter sends"
        subtitle="Issues, e-mailed articles and digests, with how each one went"
      />
      <Layouts.Content>
        {error ? (
          <Typography textColor="danger600" role="alert">
            {error}
          </Typography>
        ) : !sends ? (
          <Flex justifyContent="center" padding={4}>
            <Loader small>Loading…</Loader>
          </Flex>
        ) : sends.length === 0 ? (
          <Typography textColor="neutral600">
            Nothing sent yet. Write a newsletter issue, or e-mail a published article from its
            Subscribers panel.
          </Typography>
        ) : (
          <Flex direction="column" alignItems="stretch" gap={3}>
            {sends.map((report) => (
              <SendCard key={report.id} report={report} onChanged={() => setReads((n) => n + 1)} />
            ))}
          </Flex>
        )}
      </Layouts.Content>
    </Main>
  );
}
