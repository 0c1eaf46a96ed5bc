// The edit view's "Subscribers" panel of an article: once it is published, an editor may also
// e-mail it to the subscribers who follow its section and chose each article. Once only: the
// panel then says when, and neither a later save nor a second click sends it again.
import { Button, Dialog, Flex, Typography } from '@strapi/design-system';
import { ConfirmDialog, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';
import { messageOf, when, type ArticleEmailState } from './newsletter-api';
import { useAdminData } from './use-entries';

const ARTICLE_MODEL = 'api::blog.blog';

interface PanelProps {
  model: string;
  documentId?: string;
  document?: { updatedAt?: string; status?: string } | null;
}

function ArticleEmail({ documentId, savedAt }: { documentId: string; savedAt: string }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const path = `/newsroom/articles/${documentId}/newsletter`;
  const { value: state, error } = useAdminData(
    [path],
    ([answer]) => answer as ArticleEmailState,
    `${savedAt}#${refresh}`,
  );
  if (error) return <Typography textColor="danger600">{error}</Typography>;
  if (!state) return <Typography textColor="neutral600">Loading…</Typography>;
  if (state.emailedAt)
    return (
      <Typography textColor="success600" fontWeight="semiBold">
        Emailed to subscribers on {when(state.emailedAt)}
      </Typography>
    );
  if (!state.canSend)
    return (
      <Typography variant="pi" textColor="neutral600">
        Not e-mailed to subscribers. An editor can e-mail it once it is published.
      </Typography>
    );
  if (!state.published)
    return (
      <Typography variant="pi" textColor="neutral600">
        Publish the article first; then you can also e-mail it to subscribers.
      </Typography>
    );
  const send = async () => {
    try {
      await post(path, {});
      toggleNotification({ type: 'success', message: 'Sending it to subscribers.' });
    } catch (failure) {
      toggleNotification({ type: 'danger', message: messageOf(failure, 'Not sent. Try again.') });
    }
    setOpen(false);
    setRefresh((n) => n + 1);
  };
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography variant="pi" textColor="neutral600">
        Subscribers who follow its section and chose every article get it by e-mail.
      </Typography>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger>
          <Button variant="secondary" fullWidth>
            Also email to subscribers
          </Button>
        </Dialog.Trigger>
        <ConfirmDialog
          title="E-mail this article to subscribers?"
          variant="default"
          onConfirm={send}
        >
          The published article goes to its section&apos;s subscribers now. An article is e-mailed
          once: this cannot be repeated.
        </ConfirmDialog>
      </Dialog.Root>
    </Flex>
  );
}

export function NewsletterArticlePanel({ model, documentId, document }: PanelProps) {
  if (model !== ARTICLE_MODEL || !documentId) return null;
  return {
    title: 'Subscribers',
    content: (
      <ArticleEmail
        documentId={documentId}
        savedAt={`${document?.updatedAt ?? ''}/${document?.status ?? ''}`}
      />
    ),
  };
}
