// Reads the quiz questions' answer figures through the CMS (GET /newsroom/question-stats, which
// asks the quiz-service). A list page draws one cell per question: the cells' requests are
// gathered into one call per page, and the answer is kept a little while.
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import type { Figures } from '../../newsroom/question-figures';

export type FiguresResult = { figures: Figures | undefined } | 'unavailable';

interface Answer {
  stats?: (Figures & { questionId: string })[];
  unavailable?: boolean;
}
type Get = ReturnType<typeof useFetchClient>['get'];

/** A list page shows at most 100 entries; the route takes up to 200 ids. */
const BATCH = 100;
const KEEP_MS = 30_000;
const kept = new Map<string, { at: number; result: Promise<FiguresResult> }>();
let waiting: { id: string; resolve: (result: FiguresResult) => void }[] = [];
let flushing: ReturnType<typeof setTimeout> | undefined;

async function flush(get: Get) {
  flushing = undefined;
  const batch = waiting;
  waiting = [];
  for (let start = 0; start < batch.length; start += BATCH) {
    const part = batch.slice(start, start + BATCH);
    const ids = part.map((entry) => entry.id).join(',');
    const answer = await get(`/newsroom/question-stats?ids=${ids}`).then(
      (response) => response.data as Answer,
      () => null,
    );
    for (const { id, resolve } of part) {
      if (!answer || answer.unavailable || !answer.stats) {
        // Not kept: the next look asks again, the quiz-service may be back.
        kept.delete(id);
        resolve('unavailable');
      } else {
        resolve({ figures: answer.stats.find((row) => row.questionId === id) });
      }
    }
  }
}

function figuresOf(id: string, get: Get): Promise<FiguresResult> {
  const known = kept.get(id);
  if (known && known.at > Date.now() - KEEP_MS) return known.result;
  const result = new Promise<FiguresResult>((resolve) => waiting.push({ id, resolve }));
  kept.set(id, { at: Date.now(), result });
  flushing ??= setTimeout(() => void flush(get), 0);
  return result;
}

/** The figures of one question: null while loading. */
export function useAnswerFigures(documentId: string): FiguresResult | null {
  const { get } = useFetchClient();
  const [result, setResult] = useState<FiguresResult | null>(null);
  useEffect(() => {
    let current = true;
    setResult(null);
    void figuresOf(documentId, get).then((value) => current && setResult(value));
    return () => {
      current = false;
    };
    // The documentId is the query; `get` is the same client for the whole admin.
  }, [documentId]);
  return result;
}
