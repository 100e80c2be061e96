import { describe, expect, it } from 'vitest';
import { glossToEnglish } from './language';
import { parseDecision, savingsMonths, whatIfReply } from './what-if';

const labels = (text: string) => {
  const d = parseDecision(glossToEnglish(text));
  return [d.kind, d.a?.label ?? null, d.b?.label ?? null];
};

describe('parseDecision reads the two paths in any common phrasing', () => {
  it.each([
    ['Should I quit my TCS job to prepare full-time for UPSC?', ['leave', 'Your job at TCS', 'Prepare full-time for UPSC']],
    ['what if i drop out of MBA after the first year and take a job?', ['dropout', 'Finish your MBA', 'Take a job now']],
    ['What if I drop out of engineering to do design?', ['dropout', 'Finish your engineering degree', 'UX/UI Designer']],
    ['Confused between MS abroad or a job at Infosys after btech. which is better??', ['choice', 'An MS abroad', 'A job at Infosys']],
    ['should i do mba or ms in data science', ['choice', 'An MBA', 'An MS in data science']],
    ['Career change from teaching to data analysis at 32, is it too late?', ['switch', 'Teacher', 'Data Analyst']],
    ['What if I leave my bank job and start a cloud kitchen business?', ['leave', 'Your bank job', 'Start a cloud kitchen business']],
    ['Government job vs private job, which one should I choose?', ['choice', 'A government job', 'A private-sector job']],
    ['Naukri chhod ke UPSC ki taiyari karna sahi hai kya?', ['leave', 'Your current job', 'Prepare full-time for UPSC']],
    ['Engineering drop kar ke design karun kya?', ['dropout', 'Finish your engineering degree', 'UX/UI Designer']],
    ['क्या मुझे इंजीनियरिंग छोड़कर यूपीएससी की तैयारी करनी चाहिए?', ['dropout', 'Finish your engineering degree', 'Prepare full-time for UPSC']],
    ['gap year lena chahiye for CAT prep ya job ke saath prepare karu?', ['choice', 'A gap year for CAT preparation', 'Prepare for CAT alongside your job']],
  ])('%s', (text, expected) => {
    expect(labels(text)).toEqual(expected);
  });

  it('finds no options in a message without any', () => {
    expect(labels('what if everything goes wrong')).toEqual(['single', null, null]);
  });
});

describe('whatIfReply', () => {
  it('never labels an option with a cut-off phrase or fills a cell with filler', () => {
    for (const text of ['what if i drop out of MBA after the first year and take a job?', 'Should I quit my TCS job to prepare full-time for UPSC?', 'what if I start freelancing']) {
      const md = whatIfReply(glossToEnglish(text), '');
      expect(md).not.toMatch(/Tell me more about this option|\bTake a\s*(?:\||roles)|\*\*\s*\*\*|:\s*\.\s/);
      expect(md).not.toMatch(/\|[ \t]*\|(?!-)/);
    }
  });

  it('asks what an option it cannot place is, instead of comparing it', () => {
    const md = whatIfReply('Should I quit my job to do zorbing?', '');
    expect(md).toMatch(/^## What-if: which two options\?/);
    expect(md).toMatch(/I understood one side \(\*\*Your current job\*\*\), but not “zorbing”\. What is that option/);
  });

  it('reads the months of savings a person states', () => {
    expect(savingsMonths('I have savings for 8 months')).toBe(8);
    expect(savingsMonths('6 months of expenses saved')).toBe(6);
    expect(savingsMonths('I am 24 and work in sales')).toBeNull();
  });
});
