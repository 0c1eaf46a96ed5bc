import { describe, expect, it } from 'vitest';
import {
  commentFormResults,
  formResultCodeOf,
  formResultOf,
  newsletterFormResults,
} from './form-posts';

describe('outcomes of forms posted without scripts', () => {
  it('names the text a code stands for, and nothing for another code', () => {
    expect(formResultOf(newsletterFormResults, 'email-invalid')).toEqual({
      tone: 'error',
      text: 'Email is invalid',
      field: 'email',
    });
    expect(formResultOf(commentFormResults, 'submitted')?.text).toBe(
      'Comment submitted successfully!',
    );
    for (const code of [null, undefined, '', 'you-won', '__proto__', 'toString', 'constructor'])
      expect(formResultOf(newsletterFormResults, code)).toBeNull();
  });

  it("finds a refusal's code by its field's message first, then by its message", () => {
    expect(
      formResultCodeOf(
        commentFormResults,
        { message: 'Comment is required.', fields: { comment: 'Comment is required.' } },
        'failed',
      ),
    ).toBe('required');
    // A field the form has no place for: the top-level message names it.
    expect(
      formResultCodeOf(
        commentFormResults,
        {
          message: 'This article does not exist or is not published.',
          fields: { blogSlug: 'This article does not exist or is not published.' },
        },
        'failed',
      ),
    ).toBe('unknown-blog');
    expect(
      formResultCodeOf(
        newsletterFormResults,
        { message: 'This email is already subscribed!' },
        'failed',
      ),
    ).toBe('already-subscribed');
    // Anything else, a success text among them, is the failure.
    expect(
      formResultCodeOf(
        newsletterFormResults,
        { message: 'Too many subscription requests. Please try again later.' },
        'failed',
      ),
    ).toBe('failed');
    expect(
      formResultCodeOf(
        commentFormResults,
        { message: 'Comment submitted successfully!' },
        'failed',
      ),
    ).toBe('failed');
  });
});
