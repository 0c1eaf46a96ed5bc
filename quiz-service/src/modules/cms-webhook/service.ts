/** What the CMS reports when published content changes. */
export interface ContentChange {
  event: string;
  model: string | null;
  documentId: string | null;
  slug: string | null;
}

/**
 * 'webhook': this replica received the CMS's call and does the shared work (the search index
 * write); 'peer': another replica did, and told this one through Redis to purge its memory.
 */
export type ChangeSource = 'webhook' | 'peer';

type Listener = (change: ContentChange, source: ChangeSource) => void;

/**
 * Where caches of CMS content (quiz questions, …) register to be dropped when the CMS says
 * its content changed.
 */
export function createContentChanges() {
  const listeners = new Set<Listener>();
  return {
    onChange(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tells every cache; returns how many were told. */
    notify(change: ContentChange, source: ChangeSource = 'webhook'): number {
      for (const listener of listeners) listener(change, source);
      return listeners.size;
    },
  };
}

export type ContentChanges = ReturnType<typeof createContentChanges>;
