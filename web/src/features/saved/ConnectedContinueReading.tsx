import { useQuery } from '@tanstack/react-query';
import { continueReadingQueryOptions } from './api';
import { ContinueReading } from './ContinueReading';

/**
 * The reader's last unfinished article, asked for once the page runs. Nothing while it is
 * asked for, when there is none, or when it could not be read: the card is an offer, not a
 * part of the page the reader waits for.
 */
export default function ConnectedContinueReading() {
  const { data } = useQuery(continueReadingQueryOptions());
  return data?.article ? <ContinueReading article={data.article} /> : null;
}
