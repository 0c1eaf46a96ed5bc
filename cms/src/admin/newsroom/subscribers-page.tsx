// "Subscribers": who receives the newsletter, newest first, with search, status and topic
// filters and the count of each status; the list (as filtered) as a CSV download, and the
// import of another platform's export (subscribers-import.tsx). Editors and administrators.
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Loader,
  Main,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  TextInput,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { messageOf } from './readers-desk-api';
import {
  day,
  saveFile,
  sourceName,
  statusNames,
  type Subscriber,
  type SubscriberList,
  type SubscriberStatus,
} from './subscribers-api';
import { SubscribersImport } from './subscribers-import';

const STATUSES = Object.keys(statusNames) as SubscriberStatus[];
const COLUMNS = ['Address', 'Name', 'Status', 'Topics', 'Source', 'Consent', 'Added'];

interface Category {
  name: string;
  slug: string;
}

function SubscriberRow({
  subscriber: s,
  topicName,
}: {
  subscriber: Subscriber;
  topicName: (slug: string) => string;
}) {
  return (
    <Tr>
      <Td>
        <Typography>{s.email}</Typography>
      </Td>
      <Td>
        <Typography>{s.name || '—'}</Typography>
      </Td>
      <Td>
        <Badge active={s.status === 'confirmed'}>{statusNames[s.status]}</Badge>
      </Td>
      <Td>
        <Typography>
          {s.topics.length ? s.topics.map(topicName).join(', ') : 'All topics'}
        </Typography>
      </Td>
      <Td>
        <Typography>{sourceName(s.source)}</Typography>
      </Td>
      <Td>
        <Typography>{day(s.consentedAt)}</Typography>
      </Td>
      <Td>
        <Typography>{day(s.createdAt)}</Typography>
      </Td>
    </Tr>
  );
}

export default function SubscribersPage() {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | 'all'>('all');
  const [topic, setTopic] = useState('all');
  const [searched, setSearched] = useState('');
  const [list, setList] = useState<SubscriberList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [categories, setCategories] = useState<Category[]>([]);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    get(
      '/content-manager/collection-types/api::category.category?page=1&pageSize=200&sort=name:ASC',
    )
      .then((response) => setCategories((response.data as { results: Category[] }).results))
      // Without the categories the topic filter offers "All topics" only; the list still works.
      .catch(() => setCategories([]));
  }, []);

  useEffect(() => {
    let current = true;
    setError(null);
    setList(null);
    get(`/newsroom/subscribers?${searched}`)
      .then((response) => {
        if (current) setList(response.data as SubscriberList);
      })
      .catch((failure: unknown) => {
        if (current)
          setError(messageOf(failure, 'The subscribers could not be loaded. Reload to try again.'));
      });
    return () => {
      current = false;
    };
  }, [searched, reloads]);

  const loadMore = async () => {
    if (!list?.nextCursor) return;
    setLoadingMore(true);
    try {
      const query = new URLSearchParams(searched);
      query.set('after', list.nextCursor);
      const next = (await get(`/newsroom/subscribers?${query}`)).data as SubscriberList;
      setList({ ...next, subscribers: [...list.subscribers, ...next.subscribers] });
    } catch (failure) {
      toggleNotification({ type: 'danger', message: messageOf(failure, 'Not loaded. Try again.') });
    } finally {
      setLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await get(`/newsroom/subscribers/export?${searched}`, {
        responseType: 'blob',
      });
      const disposition = response.headers?.get?.('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'apogee-subscribers.csv';
      saveFile(response.data as Blob, name);
    } catch {
      toggleNotification({ type: 'danger', message: 'The export failed. Try again in a moment.' });
    } finally {
      setExporting(false);
    }
  };

  const topicName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;
  const counts = list?.counts;

  return (
    <Main>
      <Layouts.Header
        title="Subscribers"
        subtitle="Who receives the newsletter, where each address came from and since when"
        primaryAction={
          <Flex gap={2}>
            <Button variant="secondary" onClick={() => setImporting((open) => !open)}>
              {importing ? 'Close import' : 'Import CSV'}
            </Button>
            <Button onClick={() => void exportCsv()} loading={exporting}>
              Export CSV
            </Button>
          </Flex>
        }
      />
      <Layouts.Content>
        {importing ? <SubscribersImport onImported={() => setReloads((n) => n + 1)} /> : null}
        <form
          aria-label="Find subscribers"
          onSubmit={(event) => {
            event.preventDefault();
            const query = new URLSearchParams();
            if (text.trim()) query.set('q', text.trim());
            if (status !== 'all') query.set('status', status);
            if (topic !== 'all') query.set('topic', topic);
            setSearched(query.toString());
          }}
        >
          <Flex gap={2} alignItems="flex-end" paddingBottom={4}>
            <Box style={{ flex: 1 }}>
              <Field.Root id="subscribers-search">
                <Field.Label>Address or name</Field.Label>
                <TextInput value={text} onChange={(event) => setText(event.target.value)} />
              </Field.Root>
            </Box>
            <Field.Root id="subscribers-status">
              <Field.Label>Status</Field.Label>
              <SingleSelect
                value={status}
                onChange={(value) => setStatus(value as SubscriberStatus)}
              >
                <SingleSelectOption value="all">Every status</SingleSelectOption>
                {STATUSES.map((s) => (
                  <SingleSelectOption key={s} value={s}>
                    {statusNames[s]}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            <Field.Root id="subscribers-topic">
              <Field.Label>Receives</Field.Label>
              <SingleSelect value={topic} onChange={(value) => setTopic(String(value))}>
                <SingleSelectOption value="all">Any topic</SingleSelectOption>
                {categories.map((c) => (
                  <SingleSelectOption key={c.slug} value={c.slug}>
                    {c.name}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            <Button type="submit">Search</Button>
          </Flex>
        </form>
        {counts ? (
          <Typography textColor="neutral600" tag="p" aria-label="Counts">
            {counts.all.toLocaleString('en-GB')} in all · {counts.confirmed.toLocaleString('en-GB')}{' '}
            confirmed · {counts.pending.toLocaleString('en-GB')} waiting for confirmation ·{' '}
            {counts.unsubscribed.toLocaleString('en-GB')} unsubscribed ·{' '}
            {counts.bounced.toLocaleString('en-GB')} bounced
          </Typography>
        ) : null}
        <Box paddingTop={3}>
          {error ? (
            <Typography textColor="danger600" role="alert">
              {error}
            </Typography>
          ) : !list ? (
            <Flex justifyContent="center" padding={4}>
              <Loader small>Loading…</Loader>
            </Flex>
          ) : list.subscribers.length === 0 ? (
            <Typography textColor="neutral600">
              {searched ? 'No subscribers match.' : 'No subscribers yet.'}
            </Typography>
          ) : (
            <>
              <Table colCount={COLUMNS.length} rowCount={list.subscribers.length + 1}>
                <Thead>
                  <Tr>
                    {COLUMNS.map((label) => (
                      <Th key={label}>
                        <Typography variant="sigma">{label}</Typography>
                      </Th>
                    ))}
                  </Tr>
                </Thead>
                <Tbody>
                  {list.subscribers.map((s) => (
                    <SubscriberRow key={s.id} subscriber={s} topicName={topicName} />
                  ))}
                </Tbody>
              </Table>
              {list.nextCursor ? (
                <Flex justifyContent="center" paddingTop={3}>
                  <Button variant="tertiary" loading={loadingMore} onClick={() => void loadMore()}>
                    Show more
                  </Button>
                </Flex>
              ) : null}
            </>
          )}
        </Box>
      </Layouts.Content>
    </Main>
  );
}
