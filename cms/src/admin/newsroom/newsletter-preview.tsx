// The issue as it will arrive: the HTML in a sandboxed frame (no scripts, no forms, nothing
// reaching the admin) at a phone's and a desktop's width, and the plain text beside it. The
// e-mail is rendered by the server, by the same code as the send.
import { Box, Button, Flex, Loader, Modal, Tabs, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useState } from 'react';
import { messageOf, type RenderedEmail } from './newsletter-api';

const WIDTHS = { phone: 375, desktop: 720 } as const;

function EmailFrame({ html, width, title }: { html: string; width: number; title: string }) {
  return (
    <Flex justifyContent="center" background="neutral100" padding={4}>
      <iframe
        title={title}
        srcDoc={html}
        sandbox=""
        style={{ width, height: 640, border: '1px solid #dcdce4', background: '#fff' }}
      />
    </Flex>
  );
}

function PreviewBody({ email }: { email: RenderedEmail }) {
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Box>
        <Typography variant="omega" fontWeight="bold">
          {email.subject}
        </Typography>
        <Typography tag="p" variant="pi" textColor="neutral600">
          {email.preheader || 'No preheader: mail clients show the first words instead.'}
        </Typography>
      </Box>
      <Tabs.Root defaultValue="phone">
        <Tabs.List aria-label="Version of the e-mail">
          <Tabs.Trigger value="phone">Phone</Tabs.Trigger>
          <Tabs.Trigger value="desktop">Desktop</Tabs.Trigger>
          <Tabs.Trigger value="text">Plain text</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="phone">
          <EmailFrame html={email.html} width={WIDTHS.phone} title="The e-mail on a phone" />
        </Tabs.Content>
        <Tabs.Content value="desktop">
          <EmailFrame html={email.html} width={WIDTHS.desktop} title="The e-mail on a desktop" />
        </Tabs.Content>
        <Tabs.Content value="text">
          <Box padding={4} background="neutral100">
            <Typography tag="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>
              {email.text}
            </Typography>
          </Box>
        </Tabs.Content>
      </Tabs.Root>
      <Typography variant="pi" textColor="neutral600">
        Each reader&apos;s own unsubscribe and preferences links replace {'{{unsubscribe_url}}'} and{' '}
        {'{{preferences_url}}'} when it is sent.
      </Typography>
    </Flex>
  );
}

/** "Preview": reads the saved issue's e-mail when opened, so it shows the last save. */
export function NewsletterPreview({ documentId }: { documentId: string }) {
  const { post } = useFetchClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState<RenderedEmail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    setEmail(null);
    setError(null);
    try {
      const answer = await post(`/newsroom/newsletter-issues/${documentId}/preview`, {});
      setEmail(answer.data as RenderedEmail);
    } catch (failure) {
      setError(messageOf(failure, 'The preview could not be made. Try again.'));
    }
  };
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next: boolean) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      <Modal.Trigger>
        <Button variant="secondary" fullWidth>
          Preview
        </Button>
      </Modal.Trigger>
      <Modal.Content style={{ maxWidth: 840, width: '90vw' }}>
        <Modal.Header>
          <Modal.Title>Preview of the e-mail</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error ? (
            <Typography textColor="danger600" role="alert">
              {error}
            </Typography>
          ) : email ? (
            <PreviewBody email={email} />
          ) : (
            <Flex justifyContent="center" padding={6}>
              <Loader small>Rendering the e-mail…</Loader>
            </Flex>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">Close</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
