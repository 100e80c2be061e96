/**
 * Skill-map answers (issue 4): for a recognised target career, every core skill with the level the role needs
 * and whether the user has it, should learn it next or can leave it for later, from what they say they know.
 */
import type { AssessmentAreaId } from '~/shared/assessment';
import { areaOfSkill, remedyFor } from './assessment-advice';
import { type Career, type Skill } from './knowledge-base';
import type { Person } from './person';
import { skillClaims } from './recognise';
import { joinAnd, link, lowerFirst, nextSteps } from './text';

export type SkillStatus = 'have' | 'next' | 'later';

/** How many not-yet-held skills go into "learn next"; the rest wait. */
const NEXT_COUNT = 3;

const LEVEL_LABEL: Record<Skill['level'], string> = { basic: 'Basic', intermediate: 'Intermediate', advanced: 'Advanced' };
const STATUS_LABEL: Record<SkillStatus, string> = { have: '✓ Have', next: '→ Learn next', later: '○ Later' };

/** One row of a skill map. `assessed` says when the person's skills assessment decided it (issue 23). */
export interface MappedSkill {
  skill: Skill;
  status: SkillStatus;
  mentionedGap: boolean;
  assessed: 'strong' | 'weak' | null;
}

/**
 * Status per skill: 'have' when the user claims it, or when it exercises an area their skills assessment scored
 * high (unless they call it a gap); skills they name as gaps come first in 'next', then skills in an area the
 * assessment scored low, then the career's skills in priority order until `NEXT_COUNT`; everything else is 'later'.
 * What the user says about a skill wins over the assessment.
 */
export function mapSkills(career: Career, userText: string, assessment: { weak: readonly AssessmentAreaId[]; strong: readonly AssessmentAreaId[] } = { weak: [], strong: [] }): MappedSkill[] {
  const claims = skillClaims(career.skills, userText);
  const areaOf = (s: Skill) => areaOfSkill(s);
  const assessed = (s: Skill): MappedSkill['assessed'] => {
    if (claims.has(s.name)) return null;
    const area = areaOf(s);
    return area && assessment.strong.includes(area) ? 'strong' : area && assessment.weak.includes(area) ? 'weak' : null;
  };
  const has = (s: Skill) => claims.get(s.name) === 'have' || assessed(s) === 'strong';
  const gaps = career.skills.filter((s) => claims.get(s.name) === 'gap');
  const weak = career.skills.filter((s) => assessed(s) === 'weak');
  const notHeld = career.skills.filter((s) => !has(s));
  const ordered = [...new Set([...gaps, ...weak, ...notHeld])];
  const next = new Set(ordered.slice(0, Math.max(NEXT_COUNT, gaps.length + weak.length)).map((s) => s.name));
  return career.skills.map((skill) => ({
    skill,
    status: has(skill) ? 'have' : next.has(skill.name) ? 'next' : 'later',
    mentionedGap: claims.get(skill.name) === 'gap',
    assessed: assessed(skill),
  }));
}

/** The index of the roadmap stage that first teaches a skill (by shared keywords), or -1. */
function stageIndex(career: Career, skill: Skill): number {
  return career.stages.findIndex((st) => {
    const hay = `${st.title} ${st.skills.join(' ')}`.toLowerCase();
    return skill.keywords.some((k) => hay.includes(k)) || hay.includes(skill.name.toLowerCase());
  });
}

/**
 * A skill map for `career` as Markdown: a table of its core skills with the level needed, the person's status
 * (from their words and, when they have one, their skills assessment: issue 23) and how to build each, a suggested
 * order and next steps. A skill in a weak assessment area gets the ChangePath step that fixes it.
 */
export function skillMapReply(career: Career, userText: string, person?: Pick<Person, 'weak' | 'strong'>): string {
  const rows = mapSkills(career, userText, person);
  const have = rows.filter((r) => r.status === 'have').map((r) => r.skill.name);
  const nextRows = rows.filter((r) => r.status === 'next');
  const next = nextRows.map((r) => r.skill.name);
  const firstSkill = nextRows[0]?.skill ?? career.skills[0];
  const firstStage = career.stages[Math.max(0, stageIndex(career, firstSkill))];

  const lines: string[] = [`## Skill map: ${career.title}`, ''];
  if (have.length > 0) lines.push(`From what you told me${rows.some((r) => r.assessed === 'strong') ? ' and your skills assessment' : ''}, you already have **${joinAnd(have)}**. Good start.`);
  else lines.push('I did not spot any of this role’s core skills in what you told me, so they all start as gaps. List what you know (e.g. "I know Excel and basic Python") and I will update the map.');
  lines.push(
    '',
    '| Skill | Level needed | Status | How to build it |',
    '|---|---|---|---|',
    ...rows.map((r) => {
      const i = stageIndex(career, r.skill);
      let how = r.status === 'have' ? 'Prove it: one portfolio project that uses it' : i >= 0 ? `Roadmap stage ${i + 1} (${career.stages[i].title})` : 'Use it in a small project';
      const area = r.assessed === 'weak' ? areaOfSkill(r.skill) : null;
      if (area) {
        const step = remedyFor(area, { tool: 'skill-map', career: career.id });
        how += `; start with ${link(step.title, step.href)}`;
      }
      const note = r.mentionedGap ? ' (you flagged this)' : r.assessed === 'strong' ? ' (your assessment: strong)' : r.assessed === 'weak' ? ' (your assessment: to work on)' : '';
      return `| ${r.skill.name}${note} | ${LEVEL_LABEL[r.skill.level]} | ${STATUS_LABEL[r.status]} | ${how} |`;
    }),
    '',
    `**Tools to get comfortable with:** ${career.tools.slice(0, 6).join(', ')}`,
    '',
    '### Suggested order',
    ...(next.length > 0 ? next.map((name, i) => `${i + 1}. ${name}`) : ['You cover every core skill on this list: put the effort into proof (projects, certificates) and applications.']),
    '',
    'Learn the "next" skills one or two at a time, each through a small project, and move a skill to ✓ only when you can show work that uses it.',
    '',
    nextSteps([
      `Start with **${firstSkill.name}** this week, aiming for: ${lowerFirst(firstStage.milestones[0])}.`,
      `Ask me for the full learning path to become a ${career.title} for week-by-week durations and resources.`,
    ]),
  );
  return lines.join('\n');
}
