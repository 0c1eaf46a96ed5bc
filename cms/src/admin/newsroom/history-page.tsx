// "History & trash": an entry's versions beside the entry as it is now, each restorable, and
// the trash of deleted entries (30 days). Opened from the menu, or from an entry's History
// panel at that entry.
import {
  Badge,
  Box,
  Button,
  Dialog,
  Flex,
  Loader,
  Main,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { ConfirmDialog, Layouts, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { editPath, when } from './entry-list';
import {
  byline,
  historyPath,
  refusal,
  type TrashedEntry,
  type VersionComparison,
  type VersionSummary,
  versionDetail,
  versionTitle,
} from './history-api';

/** A table's heading row. */
function HeadingRow({ labels }: { labels: string[] }) {
  return (
    <Thead>
      <Tr>
        {labels.map((label) => (
          <Th key={label}>
            <Typography variant="sigma">{label}</Typography>
          </Th>
        ))}
      </Tr>
    </Thead>
  );
}

type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

function useLoaded<T>(path: string | null, version: number) {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    if (!path) return;
    let current = true;
    setLoaded({ state: 'loading' });
    get(path)
      .then((answer) => current && setLoaded({ state: 'ready', value: answer.data as T }))
      .catch(
        (error: unknown) =>
          current &&
          setLoaded({
            state: 'failed',
            message: refusal(error, 'This could not be loaded. Reload the page to try again.'),
          }),
      );
    return () => {
      current = false;
    };
  }, [path, version]);
  return loaded;
}

function Status<T>({
  loaded,
  children,
}: {
  loaded: Loaded<T>;
  children: (value: T) => React.ReactNode;
}) {
  if (loaded.state === 'loading')
    return (
      <Flex justifyContent="center" padding={6}>
        <Loader small>Loading…</Loader>
      </Flex>
    );
  if (loaded.state === 'failed')
    return (
      <Typography textColor="danger600" role="alert">
        {loaded.message}
      </Typography>
    );
  return <>{children(loaded.value)}</>;
}

/** Restores after the editor confirms; `onDone` reloads what changed. */
function RestoreButton({
  path,
  label,
  question,
  onDone,
}: {
  path: string;
  label: string;
  question: string;
  onDone: (answer: unknown) => void;
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      const answer = await post(path, {});
      toggleNotification({
        type: 'success',
        message: 'Restored. Review the draft, then publish it.',
      });
      onDone(answer.data);
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: refusal(error, 'The restore failed. Try again.'),
      });
    }
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="secondary">{label}</Button>
      </Dialog.Trigger>
      <ConfirmDialog onConfirm={confirm} variant="default" title="Restore?">
        {question}
      </ConfirmDialog>
    </Dialog.Root>
  );
}

function Comparison({ id, onRestored }: { id: number; onRestored: () => void }) {
  const loaded = useLoaded<VersionComparison>(`/newsroom/history/${id}`, 0);
  return (
    <Status loaded={loaded}>
      {({ version, fields, entryExists }) => (
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Flex justifyContent="space-between" alignItems="center">
            <Box>
              <Typography variant="delta" tag="h2">
                {version.title}
              </Typography>
              <Typography tag="p" textColor="neutral600">
                {byline(version)}, {when(version.createdAt)}
              </Typography>
            </Box>
            {entryExists ? (
              <RestoreButton
                path={`/newsroom/history/${version.id}/restore`}
                label="Restore this version"
                question={`The draft of “${version.title}” takes this version's fields. What is published stays until you publish again.`}
                onDone={onRestored}
              />
            ) : (
              <Typography textColor="neutral600">Deleted: restore it from the trash.</Typography>
            )}
          </Flex>
          <Table colCount={3} rowCount={fields.length + 1}>
            <HeadingRow labels={['Field', 'This version', 'Now']} />
            <Tbody>
              {fields.map((field) => (
                <Tr key={field.field} background={field.changed ? 'warning100' : undefined}>
                  <Td>
                    <Typography fontWeight={field.changed ? 'bold' : undefined}>
                      {field.field}
                      {field.changed ? ' (changed)' : ''}
                    </Typography>
                  </Td>
                  <Td style={{ whiteSpace: 'pre-wrap', verticalAlign: 'top' }}>
                    <Typography>{field.version}</Typography>
                  </Td>
                  <Td style={{ whiteSpace: 'pre-wrap', verticalAlign: 'top' }}>
                    <Typography>{field.current}</Typography>
                  </Td>
                </Tr>
              ))}
            </Tbody>
          </Table>
        </Flex>
      )}
    </Status>
  );
}

function EntryHistory({ contentType, documentId }: { contentType: string; documentId: string }) {
  const [params, setParams] = useSearchParams();
  const [reloads, setReloads] = useState(0);
  const loaded = useLoaded<{ versions: VersionSummary[] }>(
    `/newsroom/history?${new URLSearchParams({ contentType, documentId }).toString()}`,
    reloads,
  );
  const chosen = Number(params.get('version')) || null;
  const choose = useCallback(
    (id: number) =>
      setParams(new URLSearchParams({ contentType, documentId, version: String(id) })),
    [contentType, documentId, setParams],
  );
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Link to={editPath(contentType, documentId)}>Back to the entry</Link>
      <Status loaded={loaded}>
        {({ versions }) =>
          versions.length === 0 ? (
            <Typography textColor="neutral600">No versions kept for this entry yet.</Typography>
          ) : (
            <Flex alignItems="flex-start" gap={6}>
              <Box tag="ol" style={{ minWidth: '16rem' }} aria-label="Versions, newest first">
                {versions.map((version) => (
                  <Box tag="li" key={version.id} paddingBottom={3}>
                    <Button
                      variant={version.id === (chosen ?? versions[0]?.id) ? 'default' : 'tertiary'}
                      onClick={() => choose(version.id)}
                      fullWidth
                    >
                      {versionTitle(version, when)}
                    </Button>
                    <Typography tag="p" variant="pi" textColor="neutral600">
                      {versionDetail(version)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Box grow={1}>
                <Comparison
                  key={`${chosen ?? versions[0]?.id}-${reloads}`}
                  id={chosen ?? versions[0]!.id}
                  onRestored={() => setReloads((n) => n + 1)}
                />
              </Box>
            </Flex>
          )
        }
      </Status>
    </Flex>
  );
}

function Trash() {
  const [reloads, setReloads] = useState(0);
  const loaded = useLoaded<{ days: number; entries: TrashedEntry[] }>('/newsroom/trash', reloads);
  return (
    <Status loaded={loaded}>
      {({ days, entries }) => (
        <Flex direction="column" alignItems="stretch" gap={3}>
          <Typography textColor="neutral600">
            Deleted entries stay here for {days} days; a restored entry comes back as a draft.
          </Typography>
          {entries.length === 0 ? (
            <Typography textColor="neutral600">The trash is empty.</Typography>
          ) : (
            <Table colCount={5} rowCount={entries.length + 1}>
              <HeadingRow labels={['Entry', 'Type', 'Deleted', 'Kept until', 'Action']} />
              <Tbody>
                {entries.map((entry) => (
                  <Tr key={entry.id}>
                    <Td>
                      <Link to={historyPath(entry.contentType, entry.documentId, entry.id)}>
                        {entry.title}
                      </Link>
                    </Td>
                    <Td>
                      <Badge>{entry.typeName}</Badge>
                    </Td>
                    <Td>
                      <Typography>
                        {when(entry.deletedAt)} by {entry.editorName ?? 'the CMS'}
                      </Typography>
                    </Td>
                    <Td>
                      <Typography>{when(entry.expiresAt)}</Typography>
                    </Td>
                    <Td>
                      <RestoreButton
                        path={`/newsroom/trash/${entry.id}/restore`}
                        label="Restore"
                        question={`“${entry.title}” comes back as a draft.`}
                        onDone={() => setReloads((n) => n + 1)}
                      />
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          )}
        </Flex>
      )}
    </Status>
  );
}

export default function HistoryPage() {
  const [params] = useSearchParams();
  const contentType = params.get('contentType');
  const documentId = params.get('documentId');
  const entry = contentType && documentId ? { contentType, documentId } : null;
  return (
    <Main>
      <Layouts.Header
        title={entry ? 'History' : 'History & trash'}
        subtitle={
          entry
            ? 'Every save is kept: pick a version to see it beside the entry as it is now.'
            : 'An entry’s versions open from the History panel of its edit view.'
        }
      />
      <Layouts.Content>{entry ? <EntryHistory {...entry} /> : <Trash />}</Layouts.Content>
    </Main>
  );
}
