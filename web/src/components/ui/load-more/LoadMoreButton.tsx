import { Button } from '@/components/ui/button/Button';

export interface LoadMoreButtonProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** "Load More", shown only while more items exist. */
export function LoadMoreButton({ hasMore, loading, onLoadMore }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <div className="load-more">
      <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading ...' : 'Load More'}
      </Button>
    </div>
  );
}
