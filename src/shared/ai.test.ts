import { describe, expect, it } from 'vitest';
import { SUGGESTION_MAX_CHARS, TOOL_TYPES, TOOL_TYPE_KEYWORDS, detectToolType, looksLikeCv, suggestedToolType } from './ai';

describe('detectToolType (ordered keyword table)', () => {
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

describe('suggestedToolType: the opened tool decides, detection only suggests', () => {
  it('suggests the detected type for a question that fits another tool', () => {
    expect(suggestedToolType('Should I quit my TCS job to prepare for UPSC?', 'what-if')).toBe('career-finder');
    expect(suggestedToolType('How do I become a data scientist?', 'learning-path')).toBe('skill-map');
    expect(suggestedToolType('Can you check my resume?', 'what-if')).toBe('resume');
    expect(suggestedToolType('Help me crack the CAT exam', 'swot')).toBe('study-planner');
  });

  it('suggests nothing when the detected type is the current one', () => {
    expect(suggestedToolType('How do I become a data scientist?', 'skill-map')).toBeNull();
    for (const type of TOOL_TYPES) expect(suggestedToolType(`${TOOL_TYPE_KEYWORDS.find(([t]) => t === type)![1][0]}?`, type)).toBeNull();
  });

  it('suggests nothing when no keyword of the table is in the text (detectToolType would fall back to the current type)', () => {
    expect(suggestedToolType('hello there', 'swot')).toBeNull();
    expect(suggestedToolType('   ', 'swot')).toBeNull();
    expect(detectToolType('hello there', 'swot')).toBe('swot');
  });

  it('follows the table order, as detectToolType does', () => {
    expect(suggestedToolType('What if I study design?', 'swot')).toBe('what-if');
    expect(suggestedToolType('Review my CV for a job', 'resume')).toBe('career-finder');
  });

  it('suggests nothing for a pasted document: text over the limit', () => {
    const question = 'Which course should I take next? ';
    const long = question.repeat(Math.ceil((SUGGESTION_MAX_CHARS + 1) / question.length));
    expect(long.trim().length).toBeGreaterThan(SUGGESTION_MAX_CHARS);
    expect(suggestedToolType(long, 'resume')).toBeNull();
    // The same words under the limit are a question.
    expect(suggestedToolType(question, 'resume')).toBe('learning-path');
    // At the limit exactly it is still a question.
    const atLimit = `${'a'.repeat(SUGGESTION_MAX_CHARS - 6)} learn`;
    expect(atLimit.length).toBe(SUGGESTION_MAX_CHARS);
    expect(suggestedToolType(atLimit, 'resume')).toBe('learning-path');
  });

  it('suggests nothing for a pasted CV, short as it may be', () => {
    const cv = [
      'Asha Rao',
      'asha.rao@example.com | +91 98765 43210',
      'Education: B.Sc Statistics, Pune University, 2023',
      'Experience: Data intern at Acme Analytics (2023-2024): built dashboards in Excel',
      'Skills: Python, SQL, Excel',
    ].join('\n');
    expect(cv.length).toBeLessThan(SUGGESTION_MAX_CHARS);
    // The keyword table alone would send it to the learning path ('skill' in 'Skills').
    expect(detectToolType(cv, 'resume')).toBe('learning-path');
    expect(suggestedToolType(cv, 'resume')).toBeNull();
    expect(suggestedToolType(cv, 'what-if')).toBeNull();
  });

  it('tells a CV from a question that names a section word', () => {
    expect(looksLikeCv('Skills: Python, SQL\nProjects: a Kaggle notebook')).toBe(true);
    expect(looksLikeCv('Riya Shah\nriya@example.com\nSkills: Excel')).toBe(true);
    expect(looksLikeCv('Priya, 9876543210\nEducation - B.Com 2024')).toBe(true);
    expect(looksLikeCv('Skills I need for data science?')).toBe(false);
    expect(looksLikeCv('My experience is in sales. Which career fits me? Mail me at a@b.co')).toBe(false);
    expect(suggestedToolType('Skills I need for data science?', 'career-finder')).toBe('learning-path');
  });
});
