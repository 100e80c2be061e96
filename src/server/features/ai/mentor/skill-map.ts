/**
 * Skill-map answers: for a recognised target career, every core skill with the level the role needs
 * and whether the user has it, should learn it next or can leave it for later, from what they say they know.
 */
import type { AssessmentAreaId } from '~/shared/assessment';
import { AREA_NAMES, areaOfSkill, remedyFor } from './assessment-advice';
import type { Career, Skill } from './knowledge-types';
import type { Person } from './person';
import { skillClaims } from './recognise';
import { joinAnd, link, lowerFirst, nextSteps } from './text';

export type SkillStatus = 'have' | 'next' | 'later';

/** How many not-yet-held skills go into "learn next"; the rest wait. */
const NEXT_COUNT = 3;

const LEVEL_LABEL: Record<Skill['level'], string> = { basic: 'Basic', intermediate: 'Intermediate', advanced: 'Advanced' };
const STATUS_LABEL: Record<SkillStatus, string> = { have: '✓ Have', next: '→ Learn next', later: '○ Later' };

/** One row of a skill map. `weakArea` names the person's low assessment area the skill exercises, if any. */
export interface MappedSkill {
  skill: Skill;
  status: SkillStatus;
  mentionedGap: boolean;
  weakArea: AssessmentAreaId | null;
}

/**
 * Status per skill: 'have' only when the person says they have it — an assessment area never stands in for a named
 * skill (a Strong digital score is about spreadsheets and data tools in general, not Power BI). Skills they name as
 * gaps come first in 'next', then skills in an area their assessment rated Starting out, then the career's skills in
 * priority order until `NEXT_COUNT`, those in an area rated Strong last; everything else is 'later'.
 */
export function mapSkills(career: Career, userText: string, assessment: { weak: readonly AssessmentAreaId[]; strong?: readonly AssessmentAreaId[] } = { weak: [] }): MappedSkill[] {
  const claims = skillClaims(career.skills, userText);
  const weakArea = (s: Skill): AssessmentAreaId | null => {
    if (claims.has(s.name)) return null;
    const area = areaOfSkill(s);
    return area && assessment.weak.includes(area) ? area : null;
  };
  // A strong area does not make a skill 'have', but someone strong in it is not sent back to its basics first.
  const strongArea = (s: Skill) => !claims.has(s.name) && (assessment.strong ?? []).includes(areaOfSkill(s) as AssessmentAreaId);
  const has = (s: Skill) => claims.get(s.name) === 'have';
  const gaps = career.skills.filter((s) => claims.get(s.name) === 'gap');
  const weak = career.skills.filter((s) => weakArea(s) !== null);
  const notHeld = career.skills.filter((s) => !has(s) && !strongArea(s));
  const ordered = [...new Set([...gaps, ...weak, ...notHeld, ...career.skills.filter(strongArea)])];
  const next = new Set(ordered.slice(0, Math.max(NEXT_COUNT, gaps.length + weak.length)).map((s) => s.name));
  return career.skills.map((skill) => ({
    skill,
    status: has(skill) ? 'have' : next.has(skill.name) ? 'next' : 'later',
    mentionedGap: claims.get(skill.name) === 'gap',
    weakArea: weakArea(skill),
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
 * A skill map for `career` as Markdown: a table of its core skills with the level needed, the person's status (from
 * what they say they know) and how to build each, a suggested order and next steps. Their skills assessment, when
 * they have one, is described at the level it measures: a Strong area speeds up the skills that use it, a Starting-out
 * area moves them forward in the order with the ChangePath step that fixes it; Developing areas are not mentioned.
 */
export function skillMapReply(career: Career, userText: string, person?: Pick<Person, 'weak' | 'strong'>): string {
  const rows = mapSkills(career, userText, { weak: person?.weak ?? [], strong: person?.strong ?? [] });
  const have = rows.filter((r) => r.status === 'have').map((r) => r.skill.name);
  const nextRows = rows.filter((r) => r.status === 'next');
  const next = nextRows.map((r) => r.skill.name);
  const firstSkill = nextRows[0]?.skill ?? career.skills[0];
  const firstStage = career.stages[Math.max(0, stageIndex(career, firstSkill))];
  const usedAreas = new Set(career.skills.map(areaOfSkill).filter((a): a is AssessmentAreaId => a !== null));

  const lines: string[] = [`## Skill map: ${career.title}`, ''];
  if (have.length > 0) lines.push(`From what you told me, you already have **${joinAnd(have)}**. Good start.`);
  else lines.push('I did not spot any of this role’s core skills in what you told me, so they all start as gaps. List what you know (e.g. "I know Excel and basic Python") and I will update the map.');
  for (const area of person?.strong ?? []) {
    if (usedAreas.has(area)) lines.push('', `Your skills assessment rated **${AREA_NAMES[area]}** Strong. It measures everyday ability, not these exact tools, so the map still counts only what you named; the skills that use it come later in the order, and should come quickly.`);
  }
  for (const area of person?.weak ?? []) {
    if (usedAreas.has(area)) lines.push('', `Your skills assessment rated **${AREA_NAMES[area]}** Starting out, so the skills that use it come early in the order, with a ChangePath step to start from.`);
  }
  lines.push(
    '',
    '| Skill | Level needed | Status | How to build it |',
    '|---|---|---|---|',
    ...rows.map((r) => {
      const i = stageIndex(career, r.skill);
      let how = r.status === 'have' ? 'Prove it: one portfolio project that uses it' : i >= 0 ? `Roadmap stage ${i + 1} (${career.stages[i].title})` : 'Use it in a small project';
      if (r.weakArea) {
        const step = remedyFor(r.weakArea, { tool: 'skill-map', career: career.id });
        how += `; start with ${link(step.title, step.href)}`;
      }
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
