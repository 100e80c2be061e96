import { describe, expect, it } from 'vitest';
import { formatWeeks, normalise, parseHoursPerDay, parseWeeks, quoteUser, splitPhrases } from './text';

describe('parseHoursPerDay', () => {
  it.each([
    ['I can study 3 hours a day', 3],
    ['4 hrs per day', 4],
    ['2-3 hours daily', 2.5],
    ['two hours a day', 2],
    ['daily 5 hours', 5],
    ['half an hour a day', 0.5],
    ['18 hours a week', 3],
    ['30 hours per day', 14],
  ])('"%s" → %s', (text, hours) => {
    expect(parseHoursPerDay(text)).toBe(hours);
  });

  it('returns null when no study time is stated', () => {
    expect(parseHoursPerDay('Plan for JEE Main in 3 months')).toBeNull();
  });
});

describe('parseWeeks', () => {
  it.each([
    ['exam in 3 months', 13],
    ['12 weeks left', 12],
    ['after 45 days', 6],
    ['in a month', 4],
    ['1 year to go', 52],
  ])('"%s" → %s', (text, weeks) => {
    expect(parseWeeks(text)).toBe(weeks);
  });

  it('ignores experience and ages', () => {
    expect(parseWeeks('I have 3 years of experience and I am 24 years old')).toBeNull();
  });
});

describe('quoteUser', () => {
  it('escapes Markdown and HTML so that user text stays text', () => {
    expect(quoteUser('# Title <b>x</b> [a](b) *y*')).toBe('\\# Title \\<b\\>x\\</b\\> \\[a\\]\\(b\\) \\*y\\*');
  });

  it('collapses whitespace and cuts long text at a word', () => {
    expect(quoteUser('one\n\ntwo   three four five', 14)).toBe('one two three…');
  });
});

describe('helpers', () => {
  it('normalises punctuation and hyphens for matching', () => {
    expect(normalise('Front-end Developer! (C++, Node.js)')).toBe('front end developer c++ node.js');
  });

  it('splits text into the user’s own phrases', () => {
    expect(splitPhrases('I am good at maths and I have a laptop. But I lack time; competition is high')).toEqual(['I am good at maths', 'I have a laptop', 'I lack time', 'competition is high']);
  });

  it('formats durations', () => {
    expect(formatWeeks(6)).toBe('6 weeks');
    expect(formatWeeks(30)).toBe('~7 months');
    expect(formatWeeks(364)).toBe('~7 years');
  });
});
