import type { ServedQuestion } from '@apogee/contracts/quiz';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api/api-request';
import { servedQuestions, useServedQuestion, type QuestionOnScreen } from './use-served-question';

// The network alone is replaced; React Query's client runs as it does in the browser.
vi.mock('@/lib/api/api-request', () => ({ apiRequest: vi.fn() }));
const request = vi.mocked(apiRequest);

const question = (id: string, text: string): ServedQuestion => ({
  id,
  question: text,
  options: ['Three', 'Five'],
  servedToken: `token-${id}`,
});
const lagrange = question('q1', 'How many Lagrange points?');
const apollo = question('q2', 'Which Apollo mission landed first?');
const vostok = question('q3', 'Who flew Vostok 1?');

/** An answer of the service that the test gives when it chooses. */
function later<T>() {
  let give: (value: T) => void = () => undefined;
  const answer = new Promise<T>((resolve) => {
    give = resolve;
  });
  return { answer, give };
}

/** What the reader sees in the player's place. */
const seen = (onScreen: QuestionOnScreen) =>
  onScreen.status === 'shown'
    ? onScreen.question.question
    : onScreen.status === 'failed'
      ? `${onScreen.error.message} [Try again]`
      : 'loading';

let queryClient: QueryClient;
beforeEach(() => {
  // The query's own retry (one) is kept; only the second's wait is cut short for the test.
  queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
});
afterEach(() => {
  request.mockReset();
  queryClient.clear();
});

function Player({ firstQuestion }: { firstQuestion: ServedQuestion | null }) {
  return <p>{seen(useServedQuestion(firstQuestion))}</p>;
}

const rendered = (firstQuestion: ServedQuestion | null) =>
  renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <Player firstQuestion={firstQuestion} />
    </QueryClientProvider>,
  );

describe('the question on screen', () => {
  it("shows the page's first question without asking for one", () => {
    expect(rendered(lagrange)).toBe('<p>How many Lagrange points?</p>');
    const served = servedQuestions(queryClient, lagrange);
    served.start();
    expect(seen(served.current())).toBe('How many Lagrange points?');
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps its space while the first question is asked for in the browser', async () => {
    expect(rendered(null)).toBe('<p>loading</p>');
    expect(request).not.toHaveBeenCalled();
    request.mockResolvedValueOnce(lagrange);
    const served = servedQuestions(queryClient, null, 'spaceflight');
    served.start();
    expect(seen(served.current())).toBe('loading');
    await vi.waitFor(() => expect(seen(served.current())).toBe('How many Lagrange points?'));
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]?.[0]).toContain('category=spaceflight');
  });

  it('shows the next question after "Next", not the one just answered', async () => {
    const next = later<ServedQuestion>();
    request.mockReturnValueOnce(next.answer);
    const served = servedQuestions(queryClient, lagrange);
    const renders = vi.fn();
    served.subscribe(renders);
    served.next();
    expect(seen(served.current())).toBe('loading');
    expect(request.mock.calls[0]?.[0]).toContain('exclude=q1');
    next.give(apollo);
    await vi.waitFor(() =>
      expect(seen(served.current())).toBe('Which Apollo mission landed first?'),
    );
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('shows why a question did not come, and asks again on "Try again"', async () => {
    // Tried twice (the query's one retry) before the reader sees the failure.
    request
      .mockRejectedValueOnce(new Error('The quiz service did not answer.'))
      .mockRejectedValueOnce(new Error('The quiz service did not answer.'))
      .mockResolvedValueOnce(apollo);
    const served = servedQuestions(queryClient, lagrange);
    served.next();
    await vi.waitFor(() =>
      expect(seen(served.current())).toBe('The quiz service did not answer. [Try again]'),
    );
    expect(request).toHaveBeenCalledTimes(2);
    served.retry();
    expect(seen(served.current())).toBe('loading');
    await vi.waitFor(() =>
      expect(seen(served.current())).toBe('Which Apollo mission landed first?'),
    );
    expect(request).toHaveBeenCalledTimes(3);
    expect(request.mock.calls[2]?.[0]).toContain('exclude=q1');
  });

  it('never lets a late answer of an earlier round replace a newer question', async () => {
    const earlier = later<ServedQuestion>();
    const newer = later<ServedQuestion>();
    request.mockReturnValueOnce(earlier.answer).mockReturnValueOnce(newer.answer);
    const served = servedQuestions(queryClient, lagrange);
    // "Next" twice before the first answer came.
    served.next();
    served.next();
    newer.give(vostok);
    await vi.waitFor(() => expect(seen(served.current())).toBe('Who flew Vostok 1?'));
    earlier.give(apollo);
    await settled();
    expect(seen(served.current())).toBe('Who flew Vostok 1?');
  });

  it('lets no answer reach a player that is gone', async () => {
    const lost = later<ServedQuestion>();
    request.mockReturnValueOnce(lost.answer);
    const served = servedQuestions(queryClient, null);
    const renders = vi.fn();
    served.subscribe(renders);
    served.start();
    served.stop();
    lost.give(apollo);
    await settled();
    expect(seen(served.current())).toBe('loading');
    expect(renders).not.toHaveBeenCalled();
  });

  it('shows the question asked for when mounted again at once (React strict mode)', async () => {
    const first = later<ServedQuestion>();
    request.mockReturnValueOnce(first.answer);
    const served = servedQuestions(queryClient, null);
    served.start();
    served.stop();
    served.start();
    first.give(vostok);
    await vi.waitFor(() => expect(seen(served.current())).toBe('Who flew Vostok 1?'));
    expect(request).toHaveBeenCalledOnce();
  });
});

/** Every request answered, and what followed from it done. */
async function settled() {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
