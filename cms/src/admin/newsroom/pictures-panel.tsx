// The edit view's Pictures panel (articles and stories): every picture readers will see in the
// piece with its description, and a field to describe any without one, here beside the text.
// Descriptions live in the media library, so the site shows them wherever the picture appears.
import { Box, Flex, Typography } from '@strapi/design-system';
import { useState } from 'react';
import { PictureCard } from './describe-picture';
import { useAdminData } from './use-entries';

interface EntryPicture {
  id: number | null;
  name: string;
  url: string | null;
  description: string;
}

const WITH_PICTURES = new Set(['api::blog.blog', 'api::story.story']);

interface PanelProps {
  model: string;
  documentId?: string;
  collectionType: string;
  document?: { updatedAt?: string } | null;
}

function PictureList({
  model,
  documentId,
  savedAt,
}: {
  model: string;
  documentId: string;
  savedAt: string;
}) {
  const [described, setDescribed] = useState(0);
  const query = new URLSearchParams({ contentType: model, documentId }).toString();
  const { value, error } = useAdminData(
    [`/newsroom/entry-pictures?${query}`],
    ([answer]) => (answer as { pictures: EntryPicture[] }).pictures,
    `${savedAt}#${described}`,
  );
  if (error) return <Typography textColor="danger600">{error}</Typography>;
  if (!value) return <Typography textColor="neutral600">Loading…</Typography>;
  if (value.length === 0)
    return <Typography textColor="neutral600">No pictures yet (save to see new ones).</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      {value.map((picture) =>
        picture.description || picture.id === null || !picture.url ? (
          <Box key={`${picture.id}-${picture.name}`}>
            <Typography variant="omega" fontWeight="semiBold" ellipsis>
              {picture.name}
            </Typography>
            <Typography
              tag="p"
              variant="pi"
              textColor={picture.description ? 'neutral600' : 'danger600'}
            >
              {picture.description || 'Not in the media library any more: pick it again.'}
            </Typography>
          </Box>
        ) : (
          <PictureCard
            key={picture.id}
            picture={{ id: picture.id, name: picture.name, url: picture.url }}
            onDescribed={() => setDescribed((count) => count + 1)}
          />
        ),
      )}
    </Flex>
  );
}

export function PicturesPanel({ model, documentId, collectionType, document }: PanelProps) {
  if (collectionType !== 'collection-types' || !WITH_PICTURES.has(model) || !documentId)
    return null;
  return {
    title: 'Pictures',
    content: (
      <PictureList model={model} documentId={documentId} savedAt={document?.updatedAt ?? ''} />
    ),
  };
}
