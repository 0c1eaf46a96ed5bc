import { describe, expect, it } from 'vitest';
import { commentSchema } from './comments';
import { subscribeSchema } from './newsletter';
import { storyFieldsSchema } from './stories';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('newsletter, comment and story forms (docs/product/engagement.md, stories.md)', () => {
  it('newsletter: email required and shaped, name optional', () => {
    expect(messageOf(subscribeSchema.safeParse({ name: 'Ada' }))).toBe('Email is required');
    expect(messageOf(subscribeSchema.safeParse({ email: '  ' }))).toBe('Email is required');
    expect(messageOf(subscribeSchema.safeParse({ email: 'ada@home' }))).toBe('Email is invalid');
    expect(subscribeSchema.parse({ email: ' ada@example.com ' })).toEqual({
      name: '',
      email: 'ada@example.com',
      topics: [],
      rhythm: 'both',
    });
  });

  it('newsletter choices: category slugs, once each; a rhythm from the list', () => {
    expect(
      subscribeSchema.parse({ email: 'ada@example.com', topics: ['space', 'aviation', 'space'] })
        .topics,
    ).toEqual(['aviation', 'space']);
    expect(messageOf(subscribeSchema.safeParse({ email: 'a@b.co', topics: ['Space!'] }))).toBe(
      'Choose topics from the list.',
    );
    expect(messageOf(subscribeSchema.safeParse({ email: 'a@b.co', rhythm: 'monthly' }))).toBe(
      'Choose each article, the weekly digest or both.',
    );
  });

  it('comment: required, at most 2,000 characters', () => {
    const blogSlug = 'breaking-the-sound-barrier';
    expect(messageOf(commentSchema.safeParse({ comment: ' ', blogSlug }))).toBe(
      'Comment is required.',
    );
    expect(messageOf(commentSchema.safeParse({ comment: 'x'.repeat(2001), blogSlug }))).toBe(
      'Comment must be at most 2,000 characters.',
    );
    expect(commentSchema.safeParse({ comment: 'x'.repeat(2000), blogSlug }).success).toBe(true);
  });

  it('story: title and description required, image or video', () => {
    const result = storyFieldsSchema.safeParse({ title: '', description: '', mediaType: 'gif' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', 'Title is required.'],
      ['description', 'Description is required.'],
      ['mediaType', 'Choose image or video.'],
    ]);
  });
});
