// "Readers' rights": a reader who asks for their data, or to be forgotten, by e-mail or letter.
// The editor finds the reader by e-mail address or username, downloads their data file, or
// erases them (their comments deleted or kept without a name, as they asked). The quiz-service
// logs each action with the editor's name and a hash of the reader's account, nothing more.
import {
  Box,
  Button,
  Field,
  Flex,
  Main,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { Layouts, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';
import { messageOf, type ReaderSummary, saveDataFile, when } from './readers-desk-api';

type Comments = 'delete' | 'anonymise';

function ReaderCard({ reader, onErased }: { reader: ReaderSummary; onErased: () => void }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [comments, setComments] = useState<Comments | ''>('');
  const [confirming, setConfirming] = useState(false);
  const download = async () => {
    try {
      const response = await post(`/newsroom/readers/${reader.id}/export`, {});
      saveDataFile(reader.username, response.data);
    } catch (error) {
      toggleNotification({ type: 'danger', message: messageOf(error, 'Not downloaded.') });
    }
  };
  const erase = async () => {
    try {
      const response = await post(`/newsroom/readers/${reader.id}/erase`, { comments });
      toggleNotification({
        type: 'success',
        message: (response.data as { message: string }).message,
      });
      onErased();
    } catch (error) {
      toggleNotification({ type: 'danger', message: messageOf(error, 'Not erased. Try again.') });
    }
  };
  return (
    <Box
      tag="article"
      aria-label={reader.username}
      padding={4}
      hasRadius
      background="neutral0"
      shadow="tableShadow"
    >
      <Typography variant="delta" tag="h3">
        {reader.name} ({reader.username})
      </Typography>
      <Typography textColor="neutral600">
        {reader.email} · reader since {when(reader.createdAt)}
      </Typography>
      <Flex gap={2} paddingTop={3} alignItems="flex-end" wrap="wrap">
        <Button variant="secondary" onClick={download}>
          Download their data
        </Button>
        <Field.Root id="erase-comments">
          <Field.Label>Their comments</Field.Label>
          <SingleSelect
            placeholder="Choose as the reader asked"
            value={comments}
            onChange={(value) => setComments(value as Comments)}
          >
            <SingleSelectOption value="delete">Delete them</SingleSelectOption>
            <SingleSelectOption value="anonymise">Keep them without a name</SingleSelectOption>
          </SingleSelect>
        </Field.Root>
        {confirming ? (
          <>
            <Button variant="danger" onClick={erase} disabled={!comments}>
              Erase {reader.username} for good
            </Button>
            <Button variant="tertiary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="danger-light" onClick={() => setConfirming(true)} disabled={!comments}>
            Erase this reader
          </Button>
        )}
      </Flex>
    </Box>
  );
}

export default function ReadersRightsPage() {
  const { get } = useFetchClient();
  const [text, setText] = useState('');
  const [reader, setReader] = useState<ReaderSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const find = async () => {
    setReader(null);
    setNotice(null);
    try {
      const response = await get(`/newsroom/readers?${new URLSearchParams({ q: text.trim() })}`);
      setReader((response.data as { reader: ReaderSummary }).reader);
    } catch (error) {
      setNotice(messageOf(error, 'The reader could not be looked up. Try again.'));
    }
  };

  return (
    <Main>
      <Layouts.Header
        title="Readers' rights"
        subtitle="A reader's copy of their data, or their erasure, on their request"
      />
      <Layouts.Content>
        <form
          aria-label="Find a reader"
          onSubmit={(event) => {
            event.preventDefault();
            void find();
          }}
        >
          <Flex gap={2} alignItems="flex-end" paddingBottom={4}>
            <Box style={{ flex: 1 }}>
              <Field.Root id="reader-search">
                <Field.Label>The reader's e-mail address or username</Field.Label>
                <TextInput value={text} onChange={(event) => setText(event.target.value)} />
              </Field.Root>
            </Box>
            <Button type="submit">Find</Button>
          </Flex>
        </form>
        {notice ? (
          <Typography textColor="neutral700" role="status">
            {notice}
          </Typography>
        ) : null}
        {reader ? (
          <ReaderCard
            reader={reader}
            onErased={() => {
              setReader(null);
              setNotice("The reader's account and personal data have been erased.");
            }}
          />
        ) : null}
      </Layouts.Content>
    </Main>
  );
}
