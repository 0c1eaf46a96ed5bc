/** What the CMS reports when published content changes. */
export interface ContentChange {
  event: string;
  model: string | null;
  documentId: string | null;
  slug: string | null;
}

type Listener = (change: ContentChange) => void;

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
    notify(change: ContentChange): number {
      for (const listener of listeners) listener(change);
      return listeners.size;
    },
  };
}

export type ContentChanges = ReturnType<typeof createContentChanges>;
