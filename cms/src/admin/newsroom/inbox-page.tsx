// "Inbox": the messages readers sent through the contact form, newest first, with search. Each
// opens to be read, and is marked handled (who, when). Messages older than the retention
// (CONTACT_RETENTION_DAYS) are purged by the quiz-service.
import {
  Box,
  Button,
  Field,
  Flex,
  Loader,
  Main,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { Layouts, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { type InboxMessage, messageOf, when } from './readers-desk-api';

type Status = 'all' | 'open' | 'handled';

function MessageCard({
  message,
  onHandled,
}: {
  message: InboxMessage;
  onHandled: (message: InboxMessage) => void;
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const markHandled = async () => {
    try {
      const response = await post(`/newsroom/inbox/${message.id}/handled`, {});
      onHandled((response.data as { message: InboxMessage }).message);
    } catch (error) {
      toggleNotification({ type: 'danger', message: messageOf(error, 'Not marked. Try again.') });
    }
  };
  return (
    <Box
      tag="article"
      aria-label={message.subject}
      padding={4}
      hasRadius
      background="neutral0"
      shadow="tableShadow"
    >
      <Flex justifyContent="space-between" gap={2}>
        <Box>
          <Typography variant="delta" tag="h3">
            {message.subject}
          </Typography>
          <Typography textColor="neutral600">
            {message.name} &lt;{message.email}&gt; · {when(message.createdAt)}
          </Typography>
        </Box>
        <Flex gap={2}>
          <Button variant="tertiary" onClick={() => setOpen((now) => !now)}>
            {open ? 'Close' : 'Read'}
          </Button>
          {message.handledAt ? null : <Button onClick={markHandled}>Mark handled</Button>}
        </Flex>
      </Flex>
      {message.handledAt ? (
        <Typography textColor="success600">
          Handled by {message.handledBy ?? 'an editor'} on {when(message.handledAt)}
        </Typography>
      ) : null}
      {open ? (
        <Box paddingTop={3}>
          <Typography textColor="neutral600">Phone: {message.number}</Typography>
          <Box paddingTop={2}>
            <Typography style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Typography>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

export default function InboxPage() {
  const { get } = useFetchClient();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [searched, setSearched] = useState('');
  const [messages, setMessages] = useState<InboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setError(null);
    setMessages(null);
    get(`/newsroom/inbox?${searched}`)
      .then((response) => {
        if (current) setMessages((response.data as { messages: InboxMessage[] }).messages);
      })
      .catch((failure: unknown) => {
        if (current)
          setError(messageOf(failure, 'The messages could not be loaded. Reload to try again.'));
      });
    return () => {
      current = false;
    };
  }, [searched]);

  const replace = (handled: InboxMessage) =>
    setMessages((list) => list?.map((m) => (m.id === handled.id ? handled : m)) ?? null);

  return (
    <Main>
      <Layouts.Header title="Inbox" subtitle="Messages readers sent through the contact form" />
      <Layouts.Content>
        <form
          aria-label="Find messages"
          onSubmit={(event) => {
            event.preventDefault();
            const query = new URLSearchParams({ status });
            if (text.trim()) query.set('q', text.trim());
            setSearched(query.toString());
          }}
        >
          <Flex gap={2} alignItems="flex-end" paddingBottom={4}>
            <Box style={{ flex: 1 }}>
              <Field.Root id="inbox-search">
                <Field.Label>Words in the message, the sender or their address</Field.Label>
                <TextInput value={text} onChange={(event) => setText(event.target.value)} />
              </Field.Root>
            </Box>
            <Field.Root id="inbox-status">
              <Field.Label>Show</Field.Label>
              <SingleSelect value={status} onChange={(value) => setStatus(value as Status)}>
                <SingleSelectOption value="all">All messages</SingleSelectOption>
                <SingleSelectOption value="open">Not handled</SingleSelectOption>
                <SingleSelectOption value="handled">Handled</SingleSelectOption>
              </SingleSelect>
            </Field.Root>
            <Button type="submit">Search</Button>
          </Flex>
        </form>
        {error ? (
          <Typography textColor="danger600" role="alert">
            {error}
          </Typography>
        ) : !messages ? (
          <Flex justifyContent="center" padding={4}>
            <Loader small>Loading…</Loader>
          </Flex>
        ) : messages.length === 0 ? (
          <Typography textColor="neutral600">No messages.</Typography>
        ) : (
          <Flex direction="column" alignItems="stretch" gap={3}>
            {messages.map((message) => (
              <MessageCard key={message.id} message={message} onHandled={replace} />
            ))}
          </Flex>
        )}
      </Layouts.Content>
    </Main>
  );
}
