import { describe, expect, it } from 'vitest';
import { matchesSearch, normaliseSearchTerm } from './match-blog';

const blog = {
  title: 'How Wings Make Lift',
  description: 'Pressure, flow and angle of attack explained.',
  categoryName: 'Aviation',
  contentText: 'Bernoulli (and Newton) both have a say in it.',
  formattedDate: 'March 5, 2026',
};

describe('search matcher', () => {
  it('ignores case', () => {
    expect(matchesSearch(blog, 'WINGS')).toBe(true);
    expect(matchesSearch(blog, 'aviation')).toBe(true);
  });

  it('looks in the description, the content and the shown date', () => {
    expect(matchesSearch(blog, 'angle of attack')).toBe(true);
    expect(matchesSearch(blog, 'bernoulli')).toBe(true);
    expect(matchesSearch(blog, 'march 5')).toBe(true);
  });

  it('takes pattern characters literally', () => {
    expect(matchesSearch(blog, '(and newton)')).toBe(true);
    expect(matchesSearch(blog, 'wings.*lift')).toBe(false);
  });

  it('finds nothing for text that is not there', () => {
    expect(matchesSearch(blog, 'helicopter')).toBe(false);
  });

  it('treats blank text as no search', () => {
    expect(normaliseSearchTerm('   ')).toBe('');
    expect(matchesSearch(blog, '   ')).toBe(false);
  });
});
