/**
 * Skill-map answers (issue 4): for a recognised target career, every core skill with the level the role needs
 * and whether the user has it, should learn it next or can leave it for later, from what they say they know.
 */
import { type Career, type Skill } from './knowledge-base';
import { skillClaims } from './recognise';
import { joinAnd, lowerFirst, nextSteps } from './text';

export type SkillStatus = 'have' | 'next' | 'later';

/** How many not-yet-held skills go into "learn next"; the rest wait. */
const NEXT_COUNT = 3;

const LEVEL_LABEL: Record<Skill['level'], string> = { basic: 'Basic', intermediate: 'Intermediate', advanced: 'Advanced' };
const STATUS_LABEL: Record<SkillStatus, string> = { have: '✓ Have', next: '→ Learn next', later: '○ Later' };

/**
 * Status per skill: 'have' when the user claims it; skills they name as gaps come first in 'next', then the
 * career's skills in priority order until `NEXT_COUNT`; everything else is 'later'.
 */
export function mapSkills(career: Career, userText: string): { skill: Skill; status: SkillStatus; mentionedGap: boolean }[] {
  const claims = skillClaims(career.skills, userText);
  const gaps = career.skills.filter((s) => claims.get(s.name) === 'gap');
  const notHeld = career.skills.filter((s) => claims.get(s.name) !== 'have');
  const ordered = [...new Set([...gaps, ...notHeld])];
  const next = new Set(ordered.slice(0, Math.max(NEXT_COUNT, gaps.length)).map((s) => s.name));
  return career.skills.map((skill) => ({
    skill,
    status: claims.get(skill.name) === 'have' ? 'have' : next.has(skill.name) ? 'next' : 'later',
    mentionedGap: claims.get(skill.name) === 'gap',
  }));
}

/** The index of the roadmap stage that first teaches a skill (by shared keywords), or -1. */
function stageIndex(career: Career, skill: Skill): number {
  return career.stages.findIndex((st) => {
    const hay = `${st.title} ${st.skills.join(' ')}`.toLowerCase();
    return skill.keywords.some((k) => hay.includes(k)) || hay.includes(skill.name.toLowerCase());
  });
}

export function skillMapReply(career: Career, userText: string): string {
  const rows = mapSkills(career, userText);
  const have = rows.filter((r) => r.status === 'have').map((r) => r.skill.name);
  const nextRows = rows.filter((r) => r.status === 'next');
  const next = nextRows.map((r) => r.skill.name);
  const firstSkill = nextRows[0]?.skill ?? career.skills[0];
  const firstStage = career.stages[Math.max(0, stageIndex(career, firstSkill))];

  const lines: string[] = [`## Skill map: ${career.title}`, ''];
  if (have.length > 0) lines.push(`From what you told me, you already have **${joinAnd(have)}**. Good start.`);
  else lines.push('I did not spot any of this role’s core skills in what you told me, so they all start as gaps. List what you know (e.g. "I know Excel and basic Python") and I will update the map.');
  lines.push(
    '',
    '| Skill | Level needed | Status | How to build it |',
    '|---|---|---|---|',
    ...rows.map((r) => {
      const i = stageIndex(career, r.skill);
      const how = r.status === 'have' ? 'Prove it: one portfolio project that uses it' : i >= 0 ? `Roadmap stage ${i + 1} (${career.stages[i].title})` : 'Use it in a small project';
      return `| ${r.skill.name}${r.mentionedGap ? ' (you flagged this)' : ''} | ${LEVEL_LABEL[r.skill.level]} | ${STATUS_LABEL[r.status]} | ${how} |`;
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
