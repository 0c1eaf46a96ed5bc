// The edit view's History panel: the entry's latest versions (what changed, who, when) and a
// link to compare and restore them.
import { Box, Flex, Typography } from '@strapi/design-system';
import { Link } from 'react-router-dom';
import { when } from './entry-list';
import { historyPath, versionDetail, versionTitle, type VersionSummary } from './history-api';
import { useAdminData } from './use-entries';
import { isVersioned } from '../../history/versioned-types';

const SHOWN = 4;
interface PanelProps {
  model: string;
  documentId?: string;
  collectionType: string;
  document?: { updatedAt?: string; status?: string } | null;
}

function VersionList({
  model,
  documentId,
  savedAt,
}: {
  model: string;
  documentId: string;
  /** When the entry last changed: each save, publish or unpublish reads the list again. */
  savedAt: string;
}) {
  const { value, error } = useAdminData(
    [`/newsroom/history?${new URLSearchParams({ contentType: model, documentId }).toString()}`],
    ([answer]) => (answer as { versions: VersionSummary[] }).versions,
    savedAt,
  );
  if (error) return <Typography textColor="danger600">{error}</Typography>;
  if (!value) return <Typography textColor="neutral600">Loading…</Typography>;
  if (value.length === 0)
    return <Typography textColor="neutral600">No versions kept yet.</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Box tag="ul">
        {value.slice(0, SHOWN).map((version) => (
          <Box tag="li" key={version.id} paddingBottom={2}>
            <Typography variant="omega" fontWeight="semiBold">
              {versionTitle(version, when)}
            </Typography>
            <Typography tag="p" variant="pi" textColor="neutral600">
              {versionDetail(version)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Link to={historyPath(model, documentId)}>
        Compare and restore ({value.length} version{value.length === 1 ? '' : 's'})
      </Link>
    </Flex>
  );
}

export function HistoryPanel({ model, documentId, collectionType, document }: PanelProps) {
  if (collectionType !== 'collection-types' || !isVersioned(model) || !documentId) return null;
  const savedAt = `${document?.updatedAt ?? ''}/${document?.status ?? ''}`;
  return {
    title: 'History',
    content: <VersionList model={model} documentId={documentId} savedAt={savedAt} />,
  };
}
