// "Moderation": readers' comments for editors. The queue (held by the spam check, or reported
// by readers) to approve or reject; a search of listed and removed comments to remove or
// restore; the blocked readers and addresses. Every action lands in the comment's log.
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
import { type Block, messageOf, type ModeratedComment, when } from './moderation-api';
import { ModerationComment } from './moderation-comment';

/** Loads a list from the moderation routes, again whenever `reloads` changes. */
function useList<T>(path: string, key: string, reloads: number) {
  const { get } = useFetchClient();
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setError(null);
    get(path)
      .then((response) => current && setItems((response.data as Record<string, T[]>)[key] ?? []))
      .catch(
        (failure: unknown) =>
          current &&
          setError(messageOf(failure, 'The comments could not be loaded. Reload to try again.')),
      );
    return () => {
      current = false;
    };
  }, [path, reloads]);
  return { items, error };
}

function Listing<T>({
  items,
  error,
  empty,
  render,
}: {
  items: T[] | null;
  error: string | null;
  empty: string;
  render: (item: T) => React.ReactNode;
}) {
  if (error)
    return (
      <Typography textColor="danger600" role="alert">
        {error}
      </Typography>
    );
  if (!items)
    return (
      <Flex justifyContent="center" padding={4}>
        <Loader small>Loading…</Loader>
      </Flex>
    );
  if (items.length === 0) return <Typography textColor="neutral600">{empty}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      {items.map(render)}
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box tag="section" aria-label={title} paddingBottom={8}>
      <Box paddingBottom={3}>
        <Typography variant="beta" tag="h2">
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

export default function ModerationPage() {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [reloads, setReloads] = useState(0);
  const reload = () => setReloads((n) => n + 1);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<'listed' | 'removed'>('listed');
  const [searched, setSearched] = useState(new URLSearchParams({ status: 'listed' }).toString());

  const queue = useList<ModeratedComment>('/newsroom/moderation/queue', 'comments', reloads);
  const found = useList<ModeratedComment>(
    `/newsroom/moderation/comments?${searched}`,
    'comments',
    reloads,
  );
  const blocks = useList<Block>('/newsroom/moderation/blocks', 'blocks', reloads);

  const unblock = async (block: Block) => {
    try {
      await post(`/newsroom/moderation/blocks/${block.id}/unblock`, {});
      toggleNotification({ type: 'success', message: `${block.label} may comment again.` });
      reload();
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: messageOf(error, 'Not unblocked. Try again.'),
      });
    }
  };

  return (
    <Main>
      <Layouts.Header
        title="Moderation"
        subtitle={
          queue.items
            ? `${queue.items.length} comment${queue.items.length === 1 ? '' : 's'} waiting`
            : 'Readers’ comments held by the spam check or reported by readers'
        }
      />
      <Layouts.Content>
        <Section title="Queue">
          <Listing
            {...queue}
            empty="Nothing waiting: no held or reported comments."
            render={(comment) => (
              <ModerationComment key={comment.id} comment={comment} queued onChanged={reload} />
            )}
          />
        </Section>

        <Section title="Comments">
          <form
            aria-label="Find comments"
            onSubmit={(event) => {
              event.preventDefault();
              const query = new URLSearchParams({ status });
              if (text.trim()) query.set('text', text.trim());
              setSearched(query.toString());
            }}
          >
            <Flex gap={2} alignItems="flex-end" paddingBottom={4}>
              <Box style={{ flex: 1 }}>
                <Field.Root id="moderation-search">
                  <Field.Label>Words in the comment or the reader’s name</Field.Label>
                  <TextInput value={text} onChange={(event) => setText(event.target.value)} />
                </Field.Root>
              </Box>
              <Field.Root id="moderation-status">
                <Field.Label>Show</Field.Label>
                <SingleSelect
                  value={status}
                  onChange={(value) => setStatus(value === 'removed' ? 'removed' : 'listed')}
                >
                  <SingleSelectOption value="listed">Listed comments</SingleSelectOption>
                  <SingleSelectOption value="removed">Removed comments</SingleSelectOption>
                </SingleSelect>
              </Field.Root>
              <Button type="submit">Search</Button>
            </Flex>
          </form>
          <Listing
            {...found}
            empty="No comments match."
            render={(comment) => (
              <ModerationComment key={comment.id} comment={comment} onChanged={reload} />
            )}
          />
        </Section>

        <Section title="Blocked">
          <Listing
            {...blocks}
            empty="No reader or address is blocked."
            render={(block) => (
              <Flex
                key={block.id}
                gap={3}
                padding={3}
                background="neutral0"
                hasRadius
                justifyContent="space-between"
              >
                <Typography>
                  {block.kind === 'account' ? 'Reader' : 'Address'} <b>{block.label}</b> — “
                  {block.reason}”, by {block.blockedBy}, {when(block.createdAt)}
                </Typography>
                <Button variant="tertiary" onClick={() => void unblock(block)}>
                  Unblock
                </Button>
              </Flex>
            )}
          />
        </Section>
      </Layouts.Content>
    </Main>
  );
}
