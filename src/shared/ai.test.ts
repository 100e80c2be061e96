import { describe, expect, it } from 'vitest';
import { TOOL_TYPE_KEYWORDS, detectToolType } from './ai';

describe('detectToolType (spec §4 ordered keyword table)', () => {
  it.each(TOOL_TYPE_KEYWORDS.flatMap(([type, words]) => words.map((w) => [w, type] as const)))('"%s" → %s', (word, type) => {
    // Each keyword alone, in upper case, finds its own type — unless an earlier row's keyword is inside it.
    const earlier = TOOL_TYPE_KEYWORDS.slice(0, TOOL_TYPE_KEYWORDS.findIndex(([t]) => t === type)).flatMap(([, ws]) => ws);
    const expected = earlier.find((w) => word.includes(w)) ? detectToolType(word) : type;
    expect(detectToolType(`Please help: ${word.toUpperCase()}!`)).toBe(expected);
    expect(expected).toBe(type === 'resume' && word === 'job application' ? 'career-finder' : type);
  });
  it('takes the first match in table order', () => {
    expect(detectToolType('What if I study design?')).toBe('what-if');
    expect(detectToolType('I want to learn to become a developer')).toBe('learning-path');
    expect(detectToolType('Review my CV for a job')).toBe('career-finder');
    expect(detectToolType('Help me crack the exam')).toBe('study-planner');
  });
  it('falls back to the current type, else learning-path', () => {
    expect(detectToolType('hello there', 'swot')).toBe('swot');
    expect(detectToolType('hello there', 'nonsense')).toBe('learning-path');
    expect(detectToolType('hello there')).toBe('learning-path');
  });
});
