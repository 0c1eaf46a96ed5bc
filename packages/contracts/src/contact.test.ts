import { describe, expect, it } from 'vitest';
import { contactSchema, normalisePhoneNumber } from './contact';

const firstMessages = (values: unknown) => {
  const result = contactSchema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('contact form (docs/product/engagement.md#contact)', () => {
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

  it('reads the separators people type, and an international number, and keeps them bare', () => {
    const base = { name: 'A', email: 'a@b.co', subject: 'S', message: 'M' };
    const kept = (number: string) => {
      const result = contactSchema.safeParse({ ...base, number });
      return result.success ? result.data.number : result.error.issues[0]?.message;
    };
    expect(kept('(555) 123-4567')).toBe('5551234567');
    expect(kept('555.123.4567')).toBe('5551234567');
    expect(kept(' 555 123 4567 ')).toBe('5551234567');
    // The publisher's number as the contact page prints it.
    expect(kept('+44 117 496 0472')).toBe('+441174960472');
    expect(kept('+1 (555) 123-4567')).toBe('+15551234567');
    for (const wrong of [
      '555 123 456',
      '+1234 5551234567',
      '44 117 496 0472',
      '555-123-4567 ext 2',
      '+',
      '5551234567+',
      '0'.repeat(31),
    ])
      expect(kept(wrong), wrong).toBe('Phone number must be 10 digits.');
    expect(normalisePhoneNumber('555 123 4567')).toBe('5551234567');
  });
});
