/**
 * Skill-map answers: for a recognised target career, every core skill with the level the role needs
 * and whether the user has it, should learn it next or can leave it for later, from what they say they know.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { AssessmentAreaId } from '~/shared/assessment';
import { areaName, areaOfSkill, remedyFor } from './assessment-advice';
import type { Career, Skill } from './knowledge-types';
import type { Person } from './person';
import { skillClaims } from './recognise';
import { joinAnd, link, lowerFirst, nextSteps, say } from './text';

export type SkillStatus = 'have' | 'next' | 'later';

/** How many not-yet-held skills go into "learn next"; the rest wait. */
const NEXT_COUNT = 3;

const LEVEL_LABEL = {
  basic: /*i18n*/ { id: 'mentor.map.level-basic', message: 'Basic' },
  intermediate: /*i18n*/ { id: 'mentor.map.level-intermediate', message: 'Intermediate' },
  advanced: /*i18n*/ { id: 'mentor.map.level-advanced', message: 'Advanced' },
} satisfies Record<Skill['level'], MessageDescriptor>;
const STATUS_LABEL = {
  have: /*i18n*/ { id: 'mentor.map.status-have', message: '✓ Have' },
  next: /*i18n*/ { id: 'mentor.map.status-next', message: '→ Learn next' },
  later: /*i18n*/ { id: 'mentor.map.status-later', message: '○ Later' },
} satisfies Record<SkillStatus, MessageDescriptor>;

/** The skill map's own words (headings, labels, table, next steps), written in the answer's language. */
const WORDS = {
  heading: /*i18n*/ { id: 'mentor.map.heading', message: 'Skill map: {career}' },
  have: /*i18n*/ { id: 'mentor.map.have', message: 'From what you told me, you already have **{skills}**. Good start.' },
  noneSpotted: /*i18n*/ {
    id: 'mentor.map.none-spotted',
    message: 'I did not spot any of this role’s core skills in what you told me, so they all start as gaps. List what you know (e.g. "I know Excel and basic Python") and I will update the map.',
  },
  strongArea: /*i18n*/ {
    id: 'mentor.map.strong-area',
    message: 'Your skills assessment rated **{area}** Strong. It measures everyday ability, not these exact tools, so the map still counts only what you named; the skills that use it come later in the order, and should come quickly.',
  },
  weakArea: /*i18n*/ {
    id: 'mentor.map.weak-area',
    message: 'Your skills assessment rated **{area}** Starting out, so the skills that use it come early in the order, with a ChangePath step to start from.',
  },
  skill: /*i18n*/ { id: 'mentor.map.column-skill', message: 'Skill' },
  levelNeeded: /*i18n*/ { id: 'mentor.map.column-level', message: 'Level needed' },
  status: /*i18n*/ { id: 'mentor.map.column-status', message: 'Status' },
  howToBuild: /*i18n*/ { id: 'mentor.map.column-how', message: 'How to build it' },
  proveIt: /*i18n*/ { id: 'mentor.map.prove-it', message: 'Prove it: one portfolio project that uses it' },
  roadmapStage: /*i18n*/ { id: 'mentor.map.roadmap-stage', message: 'Roadmap stage {number} ({title})' },
  smallProject: /*i18n*/ { id: 'mentor.map.small-project', message: 'Use it in a small project' },
  startWith: /*i18n*/ { id: 'mentor.map.start-with', message: 'start with {step}' },
  flagged: /*i18n*/ { id: 'mentor.map.flagged', message: '(you flagged this)' },
  tools: /*i18n*/ { id: 'mentor.map.tools', message: 'Tools to get comfortable with:' },
  order: /*i18n*/ { id: 'mentor.map.order', message: 'Suggested order' },
  coverAll: /*i18n*/ {
    id: 'mentor.map.cover-all',
    message: 'You cover every core skill on this list: put the effort into proof (projects, certificates) and applications.',
  },
  howToLearn: /*i18n*/ {
    id: 'mentor.map.how-to-learn',
    message: 'Learn the "next" skills one or two at a time, each through a small project, and move a skill to ✓ only when you can show work that uses it.',
  },
  stepStart: /*i18n*/ { id: 'mentor.map.step-start', message: 'Start with **{skill}** this week, aiming for: {milestone}.' },
  stepPath: /*i18n*/ { id: 'mentor.map.step-path', message: 'Ask me for the full learning path to become a {career} for week-by-week durations and resources.' },
};

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

  const lines: string[] = [`## ${say(WORDS.heading, { career: career.title })}`, ''];
  if (have.length > 0) lines.push(say(WORDS.have, { skills: joinAnd(have) }));
  else lines.push(say(WORDS.noneSpotted));
  for (const area of person?.strong ?? []) {
    if (usedAreas.has(area)) lines.push('', say(WORDS.strongArea, { area: areaName(area) }));
  }
  for (const area of person?.weak ?? []) {
    if (usedAreas.has(area)) lines.push('', say(WORDS.weakArea, { area: areaName(area) }));
  }
  lines.push(
    '',
    `| ${say(WORDS.skill)} | ${say(WORDS.levelNeeded)} | ${say(WORDS.status)} | ${say(WORDS.howToBuild)} |`,
    '|---|---|---|---|',
    ...rows.map((r) => {
      const i = stageIndex(career, r.skill);
      let how = r.status === 'have' ? say(WORDS.proveIt) : i >= 0 ? say(WORDS.roadmapStage, { number: i + 1, title: career.stages[i].title }) : say(WORDS.smallProject);
      if (r.weakArea) {
        const step = remedyFor(r.weakArea, { tool: 'skill-map', career: career.id });
        how += `; ${say(WORDS.startWith, { step: link(say(step.title), step.href) })}`;
      }
      return `| ${r.skill.name}${r.mentionedGap ? ` ${say(WORDS.flagged)}` : ''} | ${say(LEVEL_LABEL[r.skill.level])} | ${say(STATUS_LABEL[r.status])} | ${how} |`;
    }),
    '',
    `**${say(WORDS.tools)}** ${career.tools.slice(0, 6).join(', ')}`,
    '',
    `### ${say(WORDS.order)}`,
    ...(next.length > 0 ? next.map((name, i) => `${i + 1}. ${name}`) : [say(WORDS.coverAll)]),
    '',
    say(WORDS.howToLearn),
    '',
    nextSteps([
      say(WORDS.stepStart, { skill: firstSkill.name, milestone: lowerFirst(firstStage.milestones[0]) }),
      say(WORDS.stepPath, { career: career.title }),
    ]),
  );
  return lines.join('\n');
}
