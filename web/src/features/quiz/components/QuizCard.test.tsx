import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuizCard, type QuizCardProps } from './QuizCard';

const base: QuizCardProps = {
  question: 'How many Lagrange points does a system of two bodies have?',
  options: ['Three', 'Four', 'Five'],
  chosen: null,
  result: null,
  answeredCount: 0,
  onChoose: () => undefined,
  onNext: () => undefined,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('QuizCard', () => {
  it('numbers the options from 1 and shows no answer or explanation before choosing', () => {
    const html = renderToStaticMarkup(<QuizCard {...base} />);
    expect(text(html)).toContain('1 Three 2 Four 3 Five');
    expect(html).not.toContain('Explanation of the Answer');
    expect(html).not.toContain('is-correct');
  });

  it('marks a wrong choice red with a cross and words, and the right option green', () => {
    const html = renderToStaticMarkup(
      <QuizCard
        {...base}
        chosen={0}
        answeredCount={1}
        result={{
          correct: false,
          correctOption: 2,
          explanation: 'L1 to L5.',
          relatedArticle: null,
        }}
      />,
    );
    const buttons = html.split('<li>').slice(1);
    expect(buttons[0]).toContain('is-wrong');
    expect(text(buttons[0] ?? '')).toContain('✗ Your answer, wrong');
    expect(buttons[2]).toContain('is-correct');
    expect(text(buttons[2] ?? '')).toContain('✓ Correct answer');
    expect(buttons[1]).not.toMatch(/is-correct|is-wrong/);
    expect(text(html)).toContain('Explanation of the Answer');
    expect(text(html)).toContain('L1 to L5.');
    expect(text(html)).toContain('Answered: 1');
  });

  it('shows its message in an alert', () => {
    const html = renderToStaticMarkup(<QuizCard {...base} message="Please select an option!" />);
    expect(html).toMatch(/role="alert"[^>]*>Please select an option!</);
  });

  it('has "Next" only when there is a next question', () => {
    expect(text(renderToStaticMarkup(<QuizCard {...base} />))).toContain('Next');
    expect(text(renderToStaticMarkup(<QuizCard {...base} onNext={undefined} />))).not.toContain(
      'Next',
    );
  });
});
