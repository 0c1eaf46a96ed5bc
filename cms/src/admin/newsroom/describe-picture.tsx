// One picture with a field to describe it (its alternative text in the media library), used by
// "Pictures to describe" and by the edit view's Pictures panel.
import { Box, Button, Field, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';

export interface DescribablePicture {
  id: number;
  name: string;
  url: string;
}

export function PictureCard({
  picture,
  onDescribed,
}: {
  picture: DescribablePicture;
  onDescribed: () => void;
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const description = text.trim();
    if (!description) return;
    setSaving(true);
    const form = new FormData();
    form.append('fileInfo', JSON.stringify({ name: picture.name, alternativeText: description }));
    try {
      await post(`/upload?id=${picture.id}`, form);
      toggleNotification({ type: 'success', message: `“${picture.name}” is described.` });
      onDescribed();
    } catch {
      toggleNotification({ type: 'danger', message: 'The description was not saved. Try again.' });
      setSaving(false);
    }
  };
  const inputId = `describe-${picture.id}`;
  return (
    <Box padding={3} background="neutral0" hasRadius shadow="tableShadow">
      <img
        src={picture.url}
        alt=""
        style={{ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 4 }}
        loading="lazy"
      />
      <Typography tag="p" variant="pi" textColor="neutral600" ellipsis>
        {picture.name}
      </Typography>
      {/* No <form>: in the edit view this sits inside the entry's own form, where a nested
          form's submit (or Enter in the field) would save the entry instead. */}
      <div role="group" aria-label={`Describe ${picture.name}`}>
        <Field.Root id={inputId} hint="What the picture shows, for readers who cannot see it.">
          <Field.Label>Alternative text</Field.Label>
          <TextInput
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void save();
            }}
          />
          <Field.Hint />
        </Field.Root>
        <Box paddingTop={2}>
          <Button
            type="button"
            disabled={!text.trim()}
            loading={saving}
            onClick={() => void save()}
          >
            Save
          </Button>
        </Box>
      </div>
    </Box>
  );
}
