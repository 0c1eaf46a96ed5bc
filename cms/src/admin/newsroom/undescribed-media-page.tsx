// "Pictures to describe": the media library's pictures without alternative text, newest first,
// each with a field to describe it right here. An article or a story showing one of them
// cannot be published until it is described.
import { Button, Flex, Grid, Loader, Main, Typography } from '@strapi/design-system';
import { Layouts, useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { PictureCard } from './describe-picture';

interface Picture {
  id: number;
  name: string;
  url: string;
  width: number | null;
  height: number | null;
}
interface PicturePage {
  total: number;
  page: number;
  pageSize: number;
  pictures: Picture[];
}

export default function UndescribedMediaPage() {
  const { get } = useFetchClient();
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [answer, setAnswer] = useState<PicturePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    get(`/newsroom/undescribed-media?page=${page}`)
      .then((response) => current && setAnswer(response.data as PicturePage))
      .catch(
        () =>
          current && setError('The pictures could not be loaded. Reload the page to try again.'),
      );
    return () => {
      current = false;
    };
  }, [page, reloads]);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <Main>
      <Layouts.Header
        title="Pictures to describe"
        subtitle={
          answer
            ? `${answer.total} picture${answer.total === 1 ? '' : 's'} without alternative text`
            : 'Pictures of the media library without alternative text'
        }
      />
      <Layouts.Content>
        {error ? (
          <Typography textColor="danger600" role="alert">
            {error}
          </Typography>
        ) : !answer ? (
          <Flex justifyContent="center" padding={6}>
            <Loader small>Loading…</Loader>
          </Flex>
        ) : answer.pictures.length === 0 ? (
          <Typography textColor="neutral600">Every picture has its alternative text.</Typography>
        ) : (
          <Flex direction="column" alignItems="stretch" gap={4}>
            <Grid.Root gap={4}>
              {answer.pictures.map((picture) => (
                <Grid.Item
                  key={picture.id}
                  col={3}
                  s={6}
                  xs={12}
                  direction="column"
                  alignItems="stretch"
                >
                  <PictureCard picture={picture} onDescribed={() => setReloads((n) => n + 1)} />
                </Grid.Item>
              ))}
            </Grid.Root>
            {pages > 1 ? (
              <Flex gap={2} justifyContent="center">
                <Button variant="tertiary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <Typography>
                  Page {page} of {pages}
                </Typography>
                <Button
                  variant="tertiary"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </Button>
              </Flex>
            ) : null}
          </Flex>
        )}
      </Layouts.Content>
    </Main>
  );
}
