import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';

const firstMessages = (values: unknown) => {
  const result = contactSchema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('contact form (SPEC.md §5)', () => {
  it('names every missing field with its message', () => {
    expect(firstMessages({ name: ' ', email: '', number: '', subject: '', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      number: 'Phone number is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('wants an email shape and exactly 10 digits', () => {
    const base = { name: 'A', subject: 'S', message: 'M' };
    expect(firstMessages({ ...base, email: 'a@b', number: '123456789' })).toEqual({
      email: 'Email is invalid.',
      number: 'Phone number must be 10 digits.',
    });
    expect(firstMessages({ ...base, email: 'a@b.co', number: '12345678901' })).toEqual({
      number: 'Phone number must be 10 digits.',
    });
    expect(
      contactSchema.safeParse({ ...base, email: 'a@b.co', number: ' 0123456789 ' }).success,
    ).toBe(true);
  });
});
