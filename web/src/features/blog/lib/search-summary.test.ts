import { describe, expect, it } from 'vitest';
import { resultCountText } from './search-summary';

describe('the result count', () => {
  it('counts the results of the term', () => {
    expect(resultCountText({ term: 'moon', total: 14, didYouMean: null })).toBe(
      '14 results for “moon”.',
    );
    expect(resultCountText({ term: 'moon', total: 1, didYouMean: null })).toBe(
      '1 result for “moon”.',
    );
    expect(resultCountText({ term: 'moon', total: 1234, didYouMean: null })).toBe(
      '1,234 results for “moon”.',
    );
  });

  it("says when nothing matched in the old site's words", () => {
    expect(resultCountText({ term: 'zzqxj', total: 0, didYouMean: null })).toBe('No blogs found!');
  });

  it('says the results are those of the corrected spelling', () => {
    expect(resultCountText({ term: 'artmis', total: 3, didYouMean: 'artemis' })).toBe(
      'No results for “artmis”. Showing 3 results for “artemis”.',
    );
  });
});
