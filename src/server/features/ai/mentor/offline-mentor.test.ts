import { describe, expect, it } from 'vitest';
import { AI_FALLBACK_REPLIES, AI_GENERIC_FALLBACK_REPLY, TOOL_TYPES, type ToolType } from '~/shared/ai';
import { englishOf } from '~/shared/messages';
import { cannedFallbackReply, offlineMentorReply, type MentorRequest } from './offline-mentor';
import { ANALYST_CV } from './evaluation/cvs';
import { wordCount } from './text';

function ask(toolType: ToolType, userInput: string, extra: Partial<MentorRequest> = {}): string {
  return offlineMentorReply({ toolType, userInput, history: [], attachments: [], ...extra });
}

/** The text between a heading and the next heading of the same or higher level. */
function section(md: string, heading: string): string {
  const start = md.indexOf(heading);
  if (start < 0) return '';
  const rest = md.slice(start + heading.length);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

const CV_WITHOUT_NUMBERS = `Rahul Sharma
rahul.sharma@gmail.com | +91 98765 43210 | Pune
Career Objective
To work in a reputed organisation where I can use my skills.
Education
B.Com, Savitribai Phule Pune University, 2023
Experience
Intern, ABC Traders
- Responsible for maintaining sales records in Excel
- Worked on customer follow-ups
- Helped with GST filing and vendor payments
Skills
Excel, Tally, communication
Declaration: I hereby declare that the above information is true.`;

/** A CV with quantified, verb-led points (the evaluation set's analyst CV). */
const CV_WITH_NUMBERS = ANALYST_CV;

/** One typical request per tool type, plus the unhappy paths, for the properties every answer must have. */
const SAMPLES: [ToolType, string, Partial<MentorRequest>?][] = [
  ['learning-path', 'How do I become a data scientist?'],
  ['learning-path', 'I want to become an astronaut'],
  ['learning-path', 'How do I become a doctor?'],
  ['swot', 'I am good at maths and I have 2 years of experience in teaching. I struggle with public speaking, but the market for data analysts is growing. There is a lot of competition.'],
  ['swot', 'swot'],
  ['skill-map', 'I want to become a data analyst. I know Excel and basic Python but no SQL yet.'],
  ['skill-map', 'map my skills'],
  ['study-planner', 'Plan for JEE Main'],
  ['study-planner', 'GATE CS plan, 4 hours a day, exam in 5 months'],
  ['study-planner', 'UPSC prelims in 1 year, 8 hours a day'],
  ['study-planner', 'help me prepare'],
  ['resume', 'Please review my CV', { attachments: [{ name: 'cv.pdf', text: CV_WITHOUT_NUMBERS, kind: 'pdf' }] }],
  ['resume', CV_WITH_NUMBERS],
  ['resume', 'check my resume'],
  ['career-finder', 'I love numbers and solving puzzles'],
  ['career-finder', 'no idea'],
  ['what-if', 'What if I drop out of engineering to do design?'],
  ['what-if', 'career change from teaching to data analysis'],
  ['what-if', 'what if'],
];

describe('offlineMentorReply: every answer', () => {
  it.each(SAMPLES)('%s / %s: is deterministic, headed, ends with 1–2 next steps, ≤ ~600 words, no HTML', (toolType, input, extra) => {
    const req: MentorRequest = { toolType, userInput: input, history: [], attachments: [], ...extra };
    const frozen = structuredClone(req);
    const a = offlineMentorReply(req);
    const b = offlineMentorReply(structuredClone(req));
    expect(a).toBe(b);
    expect(req).toEqual(frozen);
    expect(a.startsWith('## ')).toBe(true);
    const tail = a.slice(a.lastIndexOf('### Next steps'));
    expect(a.lastIndexOf('### Next steps')).toBeGreaterThan(0);
    const steps = tail.split('\n').slice(1);
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(steps.length).toBeLessThanOrEqual(2);
    steps.forEach((s, i) => expect(s.startsWith(`${i + 1}. `)).toBe(true));
    expect(wordCount(a)).toBeLessThanOrEqual(620);
    expect(a).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(a).not.toMatch(/offline/i);
  });
});

describe('learning-path', () => {
  it('turns "How do I become a data scientist?" into stages with Python, statistics, SQL and projects', () => {
    const md = ask('learning-path', 'How do I become a data scientist?');
    expect(md).toMatch(/^## Roadmap: Data Scientist/);
    const stages = md.match(/^### Stage \d+: .+\(\d+ weeks?\)$/gm) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(stages.length).toBeLessThanOrEqual(5);
    expect(md).toMatch(/Python/);
    expect(md).toMatch(/statistics/i);
    expect(md).toMatch(/SQL/);
    expect(md.match(/\*\*Project:\*\*/g)?.length).toBe(stages.length);
    expect(md).toMatch(/LPA/);
    expect(md).toMatch(/approximate/);
    expect(md).toMatch(/kaggle\.com|nptel\.ac\.in/);
  });

  it('scales stage durations to the hours the user states', () => {
    const base = ask('learning-path', 'How do I become a web developer?');
    const fast = ask('learning-path', 'How do I become a web developer? I can study 4 hours a day');
    expect(base).toContain('Stage 1: HTML and CSS (4 weeks)');
    expect(fast).toContain('at your 24 hours a week');
    expect(fast).toContain('Stage 1: HTML and CSS (2 weeks)');
  });

  it('takes the goal from earlier turns when the latest message does not name one', () => {
    const md = ask('learning-path', 'I can study 2 hours a day', { history: [{ role: 'user', content: 'I want to become a web developer' }, { role: 'assistant', content: '…' }] });
    expect(md).toMatch(/^## Roadmap: Web Developer/);
    expect(md).toContain('at your 12 hours a week');
  });

  it('asks a clarifying question and offers five careers for an unknown goal', () => {
    const md = ask('learning-path', 'How do I become a data scintist?');
    expect(md).toMatch(/^## Let’s pin down your goal/);
    const options = md.match(/^\d\. \*\*.+?\*\*:/gm) ?? [];
    expect(options).toHaveLength(5);
    expect(options[0]).toContain('Data Scientist');
  });

  it('answers an exam question with a study plan even under the learning-path chip (the tool-type keyword table sends "study" there)', () => {
    expect(ask('learning-path', 'I want to study for NEET')).toMatch(/^## NEET-UG study plan/);
  });
});

describe('swot', () => {
  const input =
    'I am good at maths and I have 2 years of experience in teaching. I struggle with public speaking, but the market for data analysts is growing. There is a lot of competition and AI replacing entry level jobs is a risk.';
  const md = ask('swot', input);

  it('places the user’s own phrases in the right quadrant', () => {
    expect(section(md, '### Strengths')).toContain('I am good at maths');
    expect(section(md, '### Strengths')).toContain('I have 2 years of experience in teaching');
    expect(section(md, '### Weaknesses')).toContain('I struggle with public speaking');
    expect(section(md, '### Opportunities')).toContain('The market for data analysts is growing');
    expect(section(md, '### Threats')).toContain('There is a lot of competition and AI replacing entry level jobs is a risk');
  });

  it('fills empty quadrants with questions, not invented facts', () => {
    const partial = ask('swot', 'I am good at drawing. I lack confidence.');
    expect(section(partial, '### Strengths')).toContain('I am good at drawing');
    expect(section(partial, '### Weaknesses')).toContain('I lack confidence');
    expect(section(partial, '### Opportunities')).toMatch(/_To answer:_ .+\?/);
    expect(section(partial, '### Threats')).toMatch(/_To answer:_ .+\?/);
  });

  it('treats "I have no experience" as a weakness', () => {
    expect(section(ask('swot', 'I have no experience in coding'), '### Weaknesses')).toContain('I have no experience in coding');
  });

  it('quotes user text without letting it become markup', () => {
    const out = ask('swot', 'I am good at <script>alert(1)</script> and [links](javascript:alert(1)) **bold**');
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('](javascript:');
    expect(out).toContain('\\<script\\>');
  });

  it('answers an explicit SWOT request under another chip', () => {
    expect(ask('learning-path', 'Do a SWOT of my skills: I am good at Excel')).toMatch(/^## SWOT analysis/);
  });
});

describe('skill-map', () => {
  it('marks what the user has, what to learn next and what can wait', () => {
    const md = ask('skill-map', 'I want to become a data analyst. I know Excel and basic Python but no SQL yet.');
    expect(md).toMatch(/^## Skill map: Data Analyst/);
    expect(md).toMatch(/\| Excel \/ Google Sheets \| Advanced \| ✓ Have \|/);
    expect(md).toMatch(/\| SQL \(you flagged this\) \| Advanced \| → Learn next \|/);
    expect(md).toMatch(/○ Later/);
  });

  it('asks for the target role when none is recognised', () => {
    expect(ask('skill-map', 'map my skills')).toMatch(/^## Let’s pin down your goal/);
  });
});

describe('study-planner', () => {
  it('plans JEE Main by Physics, Chemistry and Mathematics with weekly hours, revision and mock weeks', () => {
    const md = ask('study-planner', 'Make me a plan for JEE Main');
    expect(md).toMatch(/^## JEE Main study plan: 12 weeks at 3 hours a day/);
    for (const subject of ['Physics', 'Chemistry', 'Mathematics']) expect(md).toMatch(new RegExp(`\\| ${subject} \\| 100 marks \\| \\d+(\\.5)? h \\|`));
    expect(md).toContain('18 hours a week');
    expect(md).toMatch(/\| \d+(–\d+)? \| Revision \|/);
    expect(md).toMatch(/\| \d+(–\d+)? \| Mock tests \|/);
  });

  it('uses the hours and time frame the user gives, and the section hours add up', () => {
    const md = ask('study-planner', 'JEE Main in 3 months, I can study 5 hours daily');
    expect(md).toMatch(/^## JEE Main study plan: 13 weeks at 5 hours a day/);
    expect(md).toContain('30 hours a week');
    const hours = [...md.matchAll(/\| (?:Physics|Chemistry|Mathematics) \| [^|]+ \| (\d+(?:\.5)?) h \|/g)].map((m) => Number(m[1]));
    expect(hours.reduce((a, b) => a + b, 0)).toBe(30);
  });

  it('recognises other exams', () => {
    expect(ask('study-planner', 'CAT prep plan')).toMatch(/^## CAT study plan/);
    expect(ask('study-planner', 'preparing for the cat exam')).toMatch(/^## CAT study plan/);
    expect(ask('study-planner', 'I want to crack UPSC')).toMatch(/^## UPSC CSE Prelims study plan/);
    expect(ask('study-planner', 'exam: CA Foundation')).toMatch(/^## CA Foundation study plan/);
  });

  it('asks which exam when none is named, listing the kinds it plans for', () => {
    const md = ask('study-planner', 'help me prepare');
    expect(md).toMatch(/^## Which exam are you preparing for\?/);
    expect(md).toContain('JEE Main and Advanced');
    expect(md).toContain('SSC CGL');
    expect(md).toContain('TCS NQT');
  });
});

describe('resume', () => {
  it('flags an attached CV without numbers, with concrete fixes', () => {
    const md = ask('resume', 'Please review my CV for data analyst roles', { attachments: [{ name: 'rahul-cv.pdf', text: CV_WITHOUT_NUMBERS, kind: 'pdf' }] });
    expect(md).toMatch(/^## Resume review: \d+ of 10 checks passed/);
    expect(md).toContain('for **Data Analyst** roles');
    expect(md).toMatch(/✗ \*\*Quantified achievements:\*\* No numbers/);
    expect(md).toMatch(/✗ \*\*Action verbs:\*\* Weak phrases found: “responsible for”/);
    expect(md).toMatch(/✗ \*\*Summary at the top:\*\* You have an "Objective"/);
    expect(md).toMatch(/✗ \*\*Profile links/);
    expect(md).toMatch(/✗ \*\*No unnecessary personal details/);
    expect(md).toMatch(/✓ \*\*Contact details/);
    expect(md).toMatch(/✓ \*\*Education/);
    expect(md).toContain('Maintained sales records in Excel');
  });

  it('passes a CV pasted as text with quantified, verb-led points', () => {
    const md = ask('resume', CV_WITH_NUMBERS);
    expect(md).toContain('Reviewed the text you pasted');
    expect(md).toMatch(/✓ \*\*Quantified achievements:\*\* 4 of 4 points carry numbers/);
    expect(md).toMatch(/✓ \*\*Action verbs/);
    expect(md).toMatch(/✓ \*\*Profile links/);
  });

  it('explains what to attach when there is no CV, and that images cannot be read', () => {
    expect(ask('resume', 'check my resume')).toMatch(/^## Resume review: attach your CV/);
    expect(ask('resume', 'check my resume', { attachments: [{ name: 'cv.png', text: null, kind: 'image' }] })).toContain('cannot read text from images');
  });

  it('reviews an attached CV even when the chip says otherwise', () => {
    expect(ask('career-finder', 'review my CV for a job', { attachments: [{ name: 'cv.txt', text: CV_WITH_NUMBERS, kind: 'txt' }] })).toMatch(/^## Resume review/);
  });
});

describe('career-finder', () => {
  it('suggests data-related careers for "I love numbers and solving puzzles"', () => {
    const md = ask('career-finder', 'I love numbers and solving puzzles');
    const top = (md.match(/^### \d\. .+$/gm) ?? []).join('\n');
    expect(top).toContain('Data Analyst');
    expect(top).toContain('Data Scientist');
    expect(md).toContain('**Why it fits:**');
    expect(md).toContain('**First steps:**');
  });

  it('ranks careers the user rejects lower', () => {
    const md = ask('career-finder', 'I hate maths but I love drawing and designing posters');
    expect(md.match(/^### 1\. .+$/m)?.[0]).toContain('UX/UI Designer');
    expect(md).toContain('rather avoid numbers, maths and analysis');
    expect(md).not.toMatch(/^### \d\. Data Analyst/m);
  });

  it('asks about interests when none are stated', () => {
    expect(ask('career-finder', 'no idea')).toMatch(/^## Let’s find careers that fit you/);
  });
});

describe('what-if', () => {
  it('compares dropping out of engineering with design', () => {
    const md = ask('what-if', 'What if I drop out of engineering to do design?');
    expect(md).toMatch(/^## What-if: Finish your engineering degree vs UX\/UI Designer/);
    expect(md).toMatch(/completed degree/);
    expect(md).toContain('### Pros of B');
    expect(md).toContain('### Cons and risks of B');
    expect(md).toContain('### Money questions');
    expect(md).toContain('### Decision checklist');
  });

  it('recognises both careers in a career change', () => {
    const md = ask('what-if', 'career change from teaching to data analysis');
    expect(md).toMatch(/^## What-if: Teacher vs Data Analyst/);
    expect(md).toContain('₹2.5–7 LPA');
    expect(md).toContain('**What carries over from A:** Communication and presentation');
  });

  it('sets up the options when none are given', () => {
    expect(ask('what-if', 'what if')).toMatch(/^## What-if: which two options\?/);
  });
});

describe('robustness', () => {
  it('handles very long input quickly and within the size limit', () => {
    const long = `How do I become a data scientist? ${'I like Python and statistics. '.repeat(5000)}`;
    const started = performance.now();
    for (const type of TOOL_TYPES) {
      const md = ask(type, long, { attachments: [{ name: 'big.txt', text: long, kind: 'txt' }] });
      expect(wordCount(md)).toBeLessThanOrEqual(620);
    }
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('never throws on an unknown tool type', () => {
    expect(offlineMentorReply({ toolType: 'nonsense' as ToolType, userInput: 'How do I become a lawyer?', history: [], attachments: [] })).toMatch(/^## Roadmap: Lawyer/);
  });
});

describe('cannedFallbackReply', () => {
  it.each(TOOL_TYPES)('%s: apologises for technical difficulties and suggests trying again', (type) => {
    const text = cannedFallbackReply(type);
    expect(text).toBe(englishOf(AI_FALLBACK_REPLIES[type]));
    expect(text).toMatch(/sorry/i);
    expect(text).toMatch(/technical difficulties/);
    expect(text).toMatch(/try again/i);
  });

  it('is different for each tool type', () => {
    expect(new Set(TOOL_TYPES.map(cannedFallbackReply)).size).toBe(TOOL_TYPES.length);
  });

  it('has a generic reply for an unknown type', () => {
    expect(cannedFallbackReply('unknown-tool')).toBe(englishOf(AI_GENERIC_FALLBACK_REPLY));
    expect(cannedFallbackReply('')).toBe(englishOf(AI_GENERIC_FALLBACK_REPLY));
    expect(cannedFallbackReply('')).toMatch(/technical difficulties.*try again/i);
  });
});

describe('the preferred example language', () => {
  const profile = (exampleLanguage: string) => ({ stage: 'college' as const, field: 'B.Com', goal: 'Data analyst', exampleLanguage, weakAreas: [], strongAreas: [] });
  const NOTE = /examples in (\w+); this offline mentor can only answer in English/;

  it('says once, under the first answer’s heading, that the offline mentor answers in English', () => {
    const first = ask('learning-path', 'How do I become a data analyst?', { profile: profile('Hindi') });
    const lines = first.split('\n');
    expect(lines[0]).toMatch(/^## /);
    expect(lines[2]).toMatch(NOTE);
    expect(NOTE.exec(first)?.[1]).toBe('Hindi');
    const later = ask('learning-path', 'And which SQL course?', { profile: profile('Hindi'), history: [{ role: 'user', content: 'How do I become a data analyst?' }, { role: 'assistant', content: first }] });
    expect(later).not.toMatch(NOTE);
  });

  it('says nothing for English, or without a profile', () => {
    expect(ask('learning-path', 'How do I become a data analyst?', { profile: profile('English') })).not.toMatch(NOTE);
    expect(ask('learning-path', 'How do I become a data analyst?')).not.toMatch(NOTE);
  });
});
