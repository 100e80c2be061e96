/**
 * What-if answers (issue 4): a comparison of the two scenarios a user describes ("what if I drop out of
 * engineering to do design", "career change from teaching to data analysis"), with specifics for the careers
 * it recognises, pros, cons and risks, financial-runway questions and a decision checklist.
 */
import { AREA_NAMES, careerAreas, remedyFor, stepText } from './assessment-advice';
import { BASE_HOURS_PER_WEEK, SALARY_DISCLAIMER, type Career } from './knowledge-base';
import type { Person } from './person';
import { findCareer, findCareerMentions } from './recognise';
import { MAX_ANALYSED_CHARS, capitalise, formatLpa, formatWeeks, joinAnd, nextSteps, quoteUser } from './text';

export type ScenarioKind = 'dropout' | 'quit' | 'switch' | 'choice' | 'single';

export interface Scenario {
  kind: ScenarioKind;
  /** The current or first path, in the user's words (null when not stated). */
  a: string | null;
  /** The new or second path, in the user's words (null when not stated). */
  b: string | null;
}

/** One character of a scenario phrase: anything up to sentence punctuation (a dot inside "B.Tech" is kept). */
const END = String.raw`(?:[^.?!,;:\n]|\.(?=\S))`;
const VERB = String.raw`(?:do|doing|pursue|pursuing|study|studying|become|becoming|join|joining|start|starting|try|go into|get into|take up|be|work as|work in|choose|pick|opt for|go for|prefer)`;

/** Cuts filler the patterns carry along ("… and what should I do", "… instead", "… now"). */
function tidy(s: string | undefined): string | null {
  if (!s) return null;
  const t = s
    .replace(/\s+(?:and|so|but)\s+(?:what|how|is|should|will|would|can|do|does|i)\b.*$/i, '')
    .replace(/\s+(?:because|since)\s+.*$/i, '')
    .replace(/^(?:my|the|a|an|being an?|being)\s+/i, '')
    .replace(/\s+(?:instead|now|full time|full-time|later|next year|this year|career|job|course|degree)$/i, '')
    .replace(/^(?:career|job|work)\s+(?:in|as)\s+(?:an?\s+)?/i, '')
    .trim();
  return t.length >= 2 ? t : null;
}

/** Reads the two scenarios from the user's text. */
export function parseScenario(raw: string): Scenario {
  // Patterns run case-insensitively on the user's own casing, so that labels read "MBA", not "mba".
  const text = raw.slice(0, MAX_ANALYSED_CHARS).replace(/[’]/g, "'").replace(/\s+/g, ' ');
  const current = new RegExp(String.raw`\b(?:i'm|i am|working as|currently|i work as|i work in)\s+(?:currently\s+|working\s+as\s+|a\s+|an\s+)*(${END}+)`, 'i').exec(text);
  let m = new RegExp(String.raw`\bdrop(?:ping)?\s*out\s+(?:of|from)\s+(${END}+?)\s+(?:to|and|for)\s+(?:${VERB}\s+)?(?:an?\s+)?(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'dropout', a: tidy(m[1]), b: tidy(m[2]) };
  m = new RegExp(String.raw`\bdrop(?:ping)?\s*out\s+(?:of|from)\s+(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'dropout', a: tidy(m[1]), b: null };
  m = new RegExp(String.raw`\b(?:quit|quitting|leave|leaving|resign from)\s+(${END}+?)\s+(?:to|and|for)\s+(?:${VERB}\s+)?(?:an?\s+)?(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'quit', a: tidy(m[1]), b: tidy(m[2]) };
  m = new RegExp(String.raw`\bfrom\s+(${END}+?)\s+(?:to|into)\s+(?:${VERB}\s+)?(?:an?\s+)?(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'switch', a: tidy(m[1]), b: tidy(m[2]) };
  m = new RegExp(String.raw`\b(?:switch|switching|move|moving|shift|shifting|change|changing|transition|transitioning|pivot|pivoting)\s+(?:my\s+)?(?:careers?\s+|jobs?\s+|fields?\s+)?(?:in)?to\s+(?:${VERB}\s+)?(?:an?\s+)?(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'switch', a: tidy(current?.[1]), b: tidy(m[1]) };
  m = new RegExp(String.raw`\bbetween\s+(${END}+?)\s+and\s+(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'choice', a: tidy(m[1]), b: tidy(m[2]) };
  // "Should I do MBA or MS abroad?": an explicit choice, whether or not the options are careers I know.
  m = new RegExp(String.raw`\b(?:should i|which is better|confused between|choose between|choose|pick)\s+(?:${VERB}\s+)?(?:an?\s+)?(${END}+?)\s+(?:or|vs\.?|versus)\s+(?:${VERB}\s+)?(?:an?\s+)?(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'choice', a: tidy(m[1]), b: tidy(m[2]) };
  m = new RegExp(String.raw`\b(?:${VERB}\s+)?(${END}+?)\s+(?:or|vs\.?|versus)\s+(?:${VERB}\s+)?(${END}+)`, 'i').exec(text);
  if (m && findCareer(m[1]) && findCareer(m[2])) return { kind: 'choice', a: tidy(m[1]), b: tidy(m[2]) };
  m = new RegExp(String.raw`\bwhat if i\s+(?:${VERB}\s+)?(?:an?\s+)?(${END}+)`, 'i').exec(text);
  if (m) return { kind: 'single', a: tidy(current?.[1]), b: tidy(m[1]) };
  return { kind: 'single', a: tidy(current?.[1]), b: null };
}

interface Side {
  /** The career's title, or the user's phrase (escaped, first letter capitalised). */
  label: string;
  /** The user's phrase as they wrote it, escaped; the career title when there is no phrase. */
  phrase: string;
  career: Career | null;
}

function side(phrase: string | null, career: Career | null): Side | null {
  if (career) return { label: career.title, phrase: phrase ? quoteUser(phrase, 50) : career.title, career };
  if (phrase) return { label: capitalise(quoteUser(phrase, 50)), phrase: quoteUser(phrase, 50), career: null };
  return null;
}

function totalWeeks(c: Career): number {
  return c.stages.reduce((s, st) => s + st.weeks, 0);
}

/** Weeks to job-ready for a career at a full-time pace (~3× the 10 h/week base), unless fixed by a programme. */
function fullTimeWeeks(c: Career): number {
  return c.fixedDurations ? totalWeeks(c) : Math.ceil(totalWeeks(c) / 3);
}

function cell(c: Career | null, f: (c: Career) => string, unknown = 'Tell me more about this option'): string {
  return c ? f(c) : unknown;
}

/**
 * A what-if comparison as Markdown: a table of the two options, what carries over, pros, cons and risks of the new
 * one, a middle path, money questions and a decision checklist. The person's skills assessment (issue 23) adds a pro
 * when option B uses a strong area and a con with its ChangePath remedy when B needs a weak one; low financial
 * literacy brings the break-even and runway guide into the money questions, low career direction brings ChangeTalks
 * into the checklist.
 */
export function whatIfReply(userText: string, historyText: string, person?: Pick<Person, 'weak' | 'strong'>): string {
  const weak = person?.weak ?? [];
  const strong = person?.strong ?? [];
  let sc = parseScenario(userText);
  if (!sc.b && historyText) {
    const earlier = parseScenario(historyText);
    if (earlier.b) sc = earlier;
  }
  let a = side(sc.a, sc.a ? findCareer(sc.a) : null);
  let b = side(sc.b, sc.b ? findCareer(sc.b) : null);
  const mentions = findCareerMentions(`${userText}\n${historyText}`);
  if (!b && mentions.length > 0) {
    const pick = mentions.find((m) => m.career !== a?.career) ?? mentions[mentions.length - 1];
    b = side(null, pick.career);
  }
  if (!a && mentions.length > 1 && b?.career) {
    const other = mentions.find((m) => m.career !== b?.career);
    if (other) a = side(null, other.career);
  }

  if (!b) {
    return [
      '## What-if: let’s set up the two options',
      '',
      'Describe the change you are weighing in one line, with where you are now and where you might go. For example:',
      '',
      '- "What if I drop out of engineering to do design?"',
      '- "Career change from teaching to data analysis"',
      '- "Should I choose CA or data science?"',
      '',
      'Add your situation if you can: year of study or years of work, monthly expenses, savings, and whether family depends on your income.',
      '',
      nextSteps(['Reply with your two options in one line.', 'Mention your savings and monthly expenses so I can estimate your financial runway.']),
    ].join('\n');
  }

  const aLabel = a ? (sc.kind === 'dropout' ? `Finish ${a.phrase}` : a.label) : sc.kind === 'dropout' ? 'Finish your degree' : 'Your current path';
  const bc = b.career;
  const ac = a?.career ?? null;
  const lines: string[] = [`## What-if: ${aLabel} vs ${b.label}`, ''];

  lines.push(
    `| | A: ${aLabel} | B: ${b.label} |`,
    '|---|---|---|',
    `| What it is | ${cell(ac, (c) => c.summary, sc.kind === 'dropout' ? 'The path you are on, with the degree in hand' : 'Where you are today')} | ${cell(bc, (c) => c.summary)} |`,
    `| Entry pay (approx.) | ${cell(ac, (c) => formatLpa(c.salary.minLpa, c.salary.maxLpa), 'Your current or expected pay')} | ${cell(bc, (c) => formatLpa(c.salary.minLpa, c.salary.maxLpa))} |`,
    `| Time to job-ready | ${sc.kind === 'dropout' ? 'Your remaining semesters' : 'Already on it'} | ${cell(bc, (c) => (c.fixedDurations ? `${formatWeeks(totalWeeks(c))} (set by the programme)` : `${formatWeeks(fullTimeWeeks(c))} full-time (~30 h/week), ${formatWeeks(totalWeeks(c))} at ${BASE_HOURS_PER_WEEK} h/week`))} |`,
    `| Key skills | ${cell(ac, (c) => c.skills.slice(0, 3).map((s) => s.name).join('; '), '—')} | ${cell(bc, (c) => c.skills.slice(0, 3).map((s) => s.name).join('; '))} |`,
    `| Entry route | ${cell(ac, (c) => c.entryRoutes.degrees[0], '—')} | ${cell(bc, (c) => c.entryRoutes.degrees[0])} |`,
    '',
    `_Pay figures are ${SALARY_DISCLAIMER}._`,
    '',
  );

  if (ac && bc) {
    const transferable = ac.skills.filter((s) => bc.skills.some((t) => t.keywords.some((k) => s.keywords.includes(k)))).map((s) => s.name);
    lines.push(`**What carries over from A:** ${transferable.length > 0 ? joinAnd(transferable) : 'discipline, domain knowledge and professional habits; list your concrete skills and I will map them'}.`, '');
  }

  const pros: string[] = [...(bc?.upsides.slice(0, 2) ?? ['It is what you are drawn to: motivation makes learning faster'])];
  if (ac && bc && bc.salary.maxLpa !== null && ac.salary.maxLpa !== null && bc.salary.maxLpa > ac.salary.maxLpa) pros.push(`Higher typical pay ceiling early on (${formatLpa(bc.salary.minLpa, bc.salary.maxLpa)} vs ${formatLpa(ac.salary.minLpa, ac.salary.maxLpa)})`);
  const cons: string[] = [...(bc?.risks.slice(0, 2) ?? ['Unknown demand and pay: research 10 real job posts first'])];
  if (sc.kind === 'dropout') {
    cons.push('Many Indian employers, government jobs and master’s or visa applications still filter on a completed degree');
    pros.push('Time and energy go fully into what you care about');
  } else if (ac && bc) {
    cons.push(`Expect to restart near entry level (${formatLpa(bc.salary.minLpa, bc.salary.maxLpa)}) unless your experience transfers directly`);
  }
  if (bc) {
    const uses = careerAreas(bc.id).filter((a) => strong.includes(a));
    if (uses.length > 0) pros.push(`It uses your strong ${joinAnd(uses.map((a) => AREA_NAMES[a]))} (from your skills assessment)`);
    const needs = careerAreas(bc.id).filter((a) => weak.includes(a));
    for (const a of needs) cons.push(`It needs ${AREA_NAMES[a]}, which your skills assessment put low; close the gap first with ${stepText(remedyFor(a, { tool: 'what-if', career: bc.id }))}`);
  }
  lines.push('### Pros of B', ...pros.map((p) => `- ${p}`), '', '### Cons and risks of B', ...cons.map((c) => `- ${c}`), '');

  if (sc.kind === 'dropout') {
    lines.push('**A middle path:** finish the degree while building B on the side (electives, a minor, internships, freelance projects), or ask your college about a semester break or exit options before deciding.', '');
  } else {
    lines.push('**A middle path:** test B for 4–8 weeks while keeping A (evenings and weekends, one real project), then decide with evidence.', '');
  }

  const runwayMonths = bc ? Math.ceil(fullTimeWeeks(bc) / 4.345) + 3 : null;
  lines.push(
    '### Money questions',
    '- What are your fixed monthly costs (rent, EMIs, family support)?',
    `- How many months can savings cover? ${runwayMonths !== null && bc?.id !== 'entrepreneur' ? `Full-time, this switch needs roughly ${runwayMonths} months (learning plus ~3 months of job search).` : 'Founders should plan 12–18 months.'}`,
    '- Can you learn part-time first and keep your income?',
    ...(weak.includes('finance') ? [`- Your skills assessment put financial literacy low, so work these out with a guide before deciding: ${stepText(remedyFor('finance', { prefer: 'article' }))}`] : []),
    '',
    '### Decision checklist',
    `1. I have spoken to 3 people already working in B (${b.label}): LinkedIn, alumni, seniors.${weak.includes('career') ? ` Your assessment put career direction low, so hear a few more first: ${stepText(remedyFor('career', { prefer: 'talks' }))}` : ''}`,
    '2. I have finished one small real project in B and enjoyed it.',
    '3. My savings cover the runway above, or I have a part-time plan.',
    '4. I have a fallback: "if I have no offer by a set date, I will …".',
    '5. I have discussed it with the people it affects.',
    '',
    nextSteps([
      `This week: message 3 people already working in ${b.label} roles and ask what their first year was like.`,
      bc ? `Ask me for a skill map for ${bc.title} to see how much of the gap you already cover.` : 'Tell me more about option B (the job title), so I can add pay, skills and timelines.',
    ]),
  );
  return lines.join('\n');
}
