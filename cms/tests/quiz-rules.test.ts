import { describe, expect, it } from 'vitest';
import { contentManager } from './support/client';

const QUESTIONS = '/collection-types/api::quiz-question.quiz-question';

function question(correct: boolean[]) {
  return {
    question: 'Which gas do most airliner tyres hold?',
    options: correct.map((isCorrect, index) => ({ text: `Answer ${index + 1}`, isCorrect })),
    explanation: 'Nitrogen does not support combustion and holds pressure steadily.',
    topic: 'Aircraft',
  };
}

describe('saving a quiz question in the admin', () => {
  it('is refused with no correct option', async () => {
    const answer = await contentManager<{ error: { status: number; message: string } }>(
      QUESTIONS,
      'POST',
      question([false, false, false]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Mark exactly one option as correct (none is marked).');
  });

  it('is refused with two correct options', async () => {
    const answer = await contentManager<{ error: { message: string } }>(
      QUESTIONS,
      'POST',
      question([true, true, false]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Mark exactly one option as correct (2 are marked).');
  });

  it('is refused with a single option', async () => {
    const answer = await contentManager<{ error: { message: string } }>(
      QUESTIONS,
      'POST',
      question([true]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(
      'A quiz question needs between 2 and 6 options (this one has 1).',
    );
  });

  it('is accepted with exactly one correct option, and an edit to two correct is refused', async () => {
    const created = await contentManager<{ data: { documentId: string } }>(
      QUESTIONS,
      'POST',
      question([false, true, false]),
    );
    expect(created.status).toBe(201);
    const { documentId } = created.body.data;
    const edited = await contentManager<{ error: { message: string } }>(
      `${QUESTIONS}/${documentId}`,
      'PUT',
      question([true, true, false]),
    );
    expect(edited.status).toBe(400);
    expect(edited.body.error.message).toBe('Mark exactly one option as correct (2 are marked).');
    expect((await contentManager(`${QUESTIONS}/${documentId}`, 'DELETE')).status).toBe(200);
  });
});
