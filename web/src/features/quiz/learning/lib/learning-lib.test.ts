import type { RevealedAnswer } from '@apogee/contracts/quiz-learning';
import { describe, expect, it, vi } from 'vitest';
import { dailyTitle, gridDescription, gridLine } from './daily-grid';
import { dailyOgSvg, OG_HEIGHT, OG_WIDTH } from './daily-og-svg';
import { nextDailyQuestion } from './daily-progress';
import { freezeText, masteryPercent } from './learning-text';
import { shareConfirmation, shareResult } from './share-result';

const question = (id: string) => ({ id, question: id, options: ['a', 'b'], difficulty: null });
const answered = (questionId: string): RevealedAnswer => ({
  questionId,
  correct: true,
  correctOption: 0,
  chosenOption: 0,
  explanation: '',
  relatedArticle: null,
});

describe('the daily challenge goes on where the player left off', () => {
  const questions = ['q1', 'q2', 'q3'].map(question);
  it('asks the first question not answered yet', () => {
    expect(nextDailyQuestion({ questions, answered: [] })?.position).toBe(0);
    expect(nextDailyQuestion({ questions, answered: [answered('q1')] })?.question.id).toBe('q2');
  });
  it('in the challenge’s order, whatever order the answers came in', () => {
    expect(nextDailyQuestion({ questions, answered: [answered('q2')] })?.question.id).toBe('q1');
  });
  it('has nothing left once every question is answered', () => {
    expect(nextDailyQuestion({ questions, answered: questions.map((q) => answered(q.id)) })).toBe(
      null,
    );
  });
});

describe('the result card', () => {
  const result = {
    grid: 'Apogee Daily #330 3/5\n🟩🟥🟩🟩🟥',
    answers: [true, false, true, true, false],
  };
  it('shows the grid without its title line', () => {
    expect(gridLine(result)).toBe('🟩🟥🟩🟩🟥');
    expect(gridLine({ grid: '', answers: [true, false] })).toBe('🟩🟥');
  });
  it('tells screen readers which questions were right', () => {
    expect(gridDescription([true, false])).toBe('question 1 right, question 2 wrong');
  });
  it('has a title with the number and the score', () => {
    expect(dailyTitle('Apogee', 330, 3, 5)).toBe('Apogee Daily #330 3/5');
  });
});

describe('sharing a result', () => {
  const shared = { title: 'Apogee Daily #1 5/5', text: 'grid', url: 'https://apogee.test/d/x' };
  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    expect(await shareResult(shared, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: shared.title, text: 'grid', url: shared.url });
  });
  it('copies the grid and the link elsewhere', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareResult(shared, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('grid\nhttps://apogee.test/d/x');
  });
  it('takes a closed share sheet as the reader’s choice', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareResult(shared, { share })).toBe('cancelled');
    expect(shareConfirmation('cancelled', shared.url)).toBe('');
  });
  it('shows the link when nothing could share it', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareResult(shared, { clipboard: { writeText } })).toBe('failed');
    expect(shareConfirmation('failed', shared.url)).toContain(shared.url);
    expect(shareConfirmation('copied', shared.url)).toBe('Link copied: paste it to a friend.');
  });
});

describe('the learning dashboard’s words', () => {
  it('say what a freeze does', () => {
    expect(freezeText(1)).toBe('1 freeze ready: a missed day won’t break your streak.');
    expect(freezeText(2)).toContain('2 freezes ready');
    expect(freezeText(0)).toContain('7 days in a row');
  });
  it('give mastery as a whole percentage', () => {
    expect(masteryPercent(1, 3)).toBe(33);
    expect(masteryPercent(0, 0)).toBe(0);
    expect(masteryPercent(5, 4)).toBe(100);
  });
});

describe('the share picture', () => {
  it('is 1200×630 with the site, the number, the score and one square per question', () => {
    const svg = dailyOgSvg({
      siteName: 'Apogee <&>',
      number: 330,
      right: 3,
      total: 5,
      answers: [true, false, true, true, false],
      signedIn: true,
    });
    expect(svg).toContain(`width="${OG_WIDTH}" height="${OG_HEIGHT}"`);
    expect(svg).toContain('Apogee &#60;&#38;&#62;');
    expect(svg).toContain('Daily #330');
    expect(svg).toContain('3/5');
    expect(svg.match(/<rect x=/g)).toHaveLength(5);
    expect(svg.match(/fill="#d64541"/g)).toHaveLength(2);
    expect(svg).toContain('>Played signed in</text>');
  });
  it('says when it was played as a visitor, whose replay guard is only a cookie', () => {
    const svg = dailyOgSvg({
      siteName: 'Apogee',
      number: 330,
      right: 5,
      total: 5,
      answers: [true, true, true, true, true],
      signedIn: false,
    });
    expect(svg).toContain('>Played as a visitor</text>');
    expect(svg).not.toContain('Played signed in');
  });
});
