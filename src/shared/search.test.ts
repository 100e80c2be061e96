/** splitMarked: the server's STX/ETX-marked headlines become text parts; stray markers are dropped. */
import { describe, expect, it } from 'vitest';
import { isSearchable, splitMarked } from './search';

describe('splitMarked', () => {
  it('splits marked words into parts', () => {
    expect(splitMarked('\u0002Grit\u0003: the power of \u0002passion\u0003')).toEqual([
      { text: 'Grit', match: true },
      { text: ': the power of ', match: false },
      { text: 'passion', match: true },
    ]);
  });
  it('keeps text with no marks, drops stray markers and empty parts', () => {
    expect(splitMarked('<b>plain</b>')).toEqual([{ text: '<b>plain</b>', match: false }]);
    expect(splitMarked('a\u0003b\u0002c')).toEqual([{ text: 'abc', match: false }]);
    expect(splitMarked('')).toEqual([]);
  });
});

describe('isSearchable', () => {
  it('needs two characters after trimming', () => {
    expect(isSearchable(' g ')).toBe(false);
    expect(isSearchable('go')).toBe(true);
  });
});
