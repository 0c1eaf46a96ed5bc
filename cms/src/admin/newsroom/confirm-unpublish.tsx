// Unpublishing takes a page off the site: Strapi asks first only when the draft has unsaved
// changes, so the newsroom's admin asks every time.
import type { ReactNode } from 'react';

interface ActionDescription {
  onClick?: (event: unknown) => Promise<boolean | void> | boolean | void;
  dialog?: unknown;
  [key: string]: unknown;
}
type DocumentAction = ((props: never) => ActionDescription | null) & {
  type?: string;
  position?: unknown;
};

export function confirmingUnpublish(action: DocumentAction): DocumentAction {
  const confirmed: DocumentAction = (props) => {
    const description = action(props);
    if (!description || description.dialog || !description.onClick) return description;
    const unpublish = description.onClick;
    const content: ReactNode =
      'Readers will no longer see it on the site; it stays here as a draft, and you can publish it again.';
    return {
      ...description,
      onClick: undefined,
      dialog: {
        type: 'dialog',
        title: 'Unpublish?',
        content,
        onConfirm: async () => {
          await unpublish(undefined);
        },
      },
    };
  };
  confirmed.type = action.type;
  confirmed.position = action.position;
  return confirmed;
}
