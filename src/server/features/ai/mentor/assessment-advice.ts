/**
 * What the offline mentor makes of a person's skills assessment: which areas matter for a career, an exam
 * section or a skill, and the ChangePath course, article, talk or AI tool that fits a weak area. The remedies are the
 * result page's own catalogue (`AREA_NEXT_STEPS` and `ADVANCED_STEPS` in src/shared/assessment.ts), so the mentor and
 * the result page never disagree about what to do next.
 *
 * The assessment measures everyday ability (content/assessment/questions.json): career direction; spreadsheets, data
 * and digital tools (not programming); writing, speaking and interviews; testing a business idea; and personal money
 * (saving, budgeting, borrowing). The mappings below stay within that: a high digital score never stands in for Python.
 *
 * Pure: no I/O.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ToolType } from '~/shared/ai';
import { ADVANCED_STEPS, AREA_NEXT_STEPS, ASSESSMENT_AREA_IDS, type AssessmentAreaId, type NextStep } from '~/shared/assessment';
import type { CareerId, Skill } from './knowledge-types';
import { link, say } from './text';

/** The areas as a sentence names them ("your assessment flags financial literacy"). */
const AREA_NAMES = {
  career: /*i18n*/ { id: 'mentor.area.career', message: 'career direction' },
  digital: /*i18n*/ { id: 'mentor.area.digital', message: 'digital and data skills' },
  communication: /*i18n*/ { id: 'mentor.area.communication', message: 'communication' },
  entrepreneurship: /*i18n*/ { id: 'mentor.area.entrepreneurship', message: 'entrepreneurship' },
  finance: /*i18n*/ { id: 'mentor.area.finance', message: 'financial literacy' },
} satisfies Record<AssessmentAreaId, MessageDescriptor>;

/** An assessment area as a sentence names it, in the answer's language ("financial literacy"). */
export function areaName(area: AssessmentAreaId): string {
  return say(AREA_NAMES[area]);
}

/** The assessment areas that `ids` names, in the bank's order; unknown ids are dropped. */
export function assessmentAreas(ids: readonly string[] | undefined): AssessmentAreaId[] {
  const given = new Set(ids ?? []);
  return ASSESSMENT_AREA_IDS.filter((a) => given.has(a));
}

/** The assessment areas a first job in each career leans on (career direction matters to everyone, so it is not listed). */
const CAREER_AREAS: Record<CareerId, readonly AssessmentAreaId[]> = {
  'data-scientist': ['digital', 'communication'],
  'data-analyst': ['digital', 'communication'],
  'software-engineer': ['digital'],
  'web-developer': ['digital'],
  'ux-designer': ['communication', 'digital'],
  'product-manager': ['communication', 'entrepreneurship', 'digital'],
  'digital-marketer': ['digital', 'communication', 'entrepreneurship'],
  'chartered-accountant': ['finance', 'digital'],
  'civil-services': ['communication'],
  'bank-po': ['finance', 'communication'],
  'ssc-officer': ['communication'],
  doctor: ['communication'],
  lawyer: ['communication'],
  'mechanical-engineer': ['digital'],
  'cybersecurity-analyst': ['digital'],
  teacher: ['communication'],
  entrepreneur: ['entrepreneurship', 'finance', 'communication'],
  'content-creator': ['communication', 'digital', 'entrepreneurship'],
};

/** The areas `career` leans on, strongest need first. */
export function careerAreas(career: CareerId): readonly AssessmentAreaId[] {
  return CAREER_AREAS[career];
}

/** Words in a skill, stage or exam section that mean it exercises an area (within what the assessment measures). */
const AREA_WORDS: Record<AssessmentAreaId, RegExp | null> = {
  career: null,
  digital: /\b(?:excel|spreadsheets?|google sheets|dashboards?|data interpretation|analytics)\b/i,
  communication: /\b(?:communicat\w*|presentations?|presenting|stakeholders?|storytelling|(?<!user |customer )interviews?|verbal|english language|reading comprehension|writing|speaking)\b/i,
  entrepreneurship: /\b(?:customer discovery|problem discovery|mvp|business and market|market understanding|business model)\b/i,
  finance: /\b(?:financial basics|unit economics|runway|break-even|costing|budget|accounting|business economics|economy)\b/i,
};

/** The assessment area a skill, roadmap stage or exam section exercises, by its words; null when none. */
export function areaOfText(text: string): AssessmentAreaId | null {
  return ASSESSMENT_AREA_IDS.find((a) => exercises(text, a)) ?? null;
}

/** True when a skill, roadmap stage or exam section (its words in `text`) exercises `area`. */
export function exercises(text: string, area: AssessmentAreaId): boolean {
  return AREA_WORDS[area]?.test(text) ?? false;
}

/** The assessment area a career skill exercises (by its name and keywords), or null. */
export function areaOfSkill(skill: Skill): AssessmentAreaId | null {
  return areaOfText(`${skill.name} ${skill.keywords.join(' ')}`);
}

/** Careers whose own tools are in marketing, where the digital-marketing course is the right first step. */
const MARKETING_CAREERS: ReadonlySet<CareerId> = new Set(['digital-marketer', 'entrepreneur', 'content-creator']);

/**
 * The one step from the result page's catalogue that best fixes a weak `area` for this answer: the area's first
 * suggestion, skipping the AI tool the person is already using (`tool`) and, for digital skills, the marketing
 * course unless `career` is a marketing one; a step of the `prefer` kind first when the area has one.
 */
export function remedyFor(area: AssessmentAreaId, opts: { tool?: ToolType; career?: CareerId | null; prefer?: NextStep['kind'] } = {}): NextStep {
  const steps = AREA_NEXT_STEPS[area].filter((s) => {
    if (opts.tool && s.kind === 'ai-tool' && s.href.endsWith(`tool=${opts.tool}`)) return false;
    // Digital skills: marketers get the marketing course; everyone else the spreadsheet and data courses.
    if (area === 'digital' && s.kind === 'course') return Boolean(opts.career && MARKETING_CAREERS.has(opts.career)) === s.href.endsWith('/digital-marketing-for-entrepreneurs');
    return true;
  });
  return steps.find((s) => s.kind === opts.prefer) ?? steps[0] ?? AREA_NEXT_STEPS[area][0];
}

/** The step that takes a strong `area` further (the result page's advanced course), when there is one. */
export function furtherFor(area: AssessmentAreaId): NextStep | null {
  return ADVANCED_STEPS[area] ?? null;
}

/** A step as a Markdown link with its reason: "[Financial Planning for Startups](/…): budgets, … runway." */
export function stepText(step: NextStep): string {
  const why = say(step.why);
  return `${link(say(step.title), step.href)}: ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
}

/** How a person strong in an area puts it to work in a plan (second person, no full stop). */
export const BUILD_ON = {
  career: /*i18n*/ {
    id: 'mentor.build-on.career',
    message: 'you already know how to weigh options, so commit to this plan and set a date for your first application',
  },
  digital: /*i18n*/ { id: 'mentor.build-on.digital', message: 'move quickly through spreadsheet and tool tutorials and spend the time on projects' },
  communication: /*i18n*/ {
    id: 'mentor.build-on.communication',
    message: 'skip beginner material on communication; present every project (a LinkedIn post, a meetup, your team) and lead your interviews with it',
  },
  entrepreneurship: /*i18n*/ {
    id: 'mentor.build-on.entrepreneurship',
    message: 'treat each project as a small product: a real user, a problem and a result you can measure',
  },
  finance: /*i18n*/ { id: 'mentor.build-on.finance', message: 'put numbers into your projects: costs, savings and the value of what you build' },
} satisfies Record<AssessmentAreaId, MessageDescriptor>;
