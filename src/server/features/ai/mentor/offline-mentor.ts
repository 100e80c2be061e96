/**
 * The built-in offline mentor (issue 4, "The model behind it"; spec §3.8 tool types, §8 canned fallbacks).
 * When no language model is configured, the AI route streams this mentor's answer through the same code path
 * as a model's. Answers are structured Markdown built from the knowledge base in `knowledge-base.ts`, per tool
 * type: a staged learning path, a SWOT grid from the user's own words, a skill map, a weekly study plan for a
 * named exam, a CV checklist review, career matches for stated interests, and a what-if comparison. Each reads the
 * person (person.ts: career profile and words) and, except the CV review, their skills assessment (issue 23;
 * assessment-advice.ts): remedies from the result page's catalogue for weak areas, strong areas built on.
 *
 * Pure and deterministic: same request → same answer; no clock, randomness or I/O. User text and attachments
 * are data only: they are matched against the knowledge base and quoted back escaped, never obeyed.
 */
import { isToolType, type ToolType } from '~/shared/ai';
import { careerFinderReply } from './career-finder';
import { type Career } from './knowledge-base';
import { learningPathReply, unknownGoalReply } from './learning-path';
import { personOf } from './person';
import { findCareer, findExam, firstFound, matchInterests } from './recognise';
import { looksLikeCv, resumeReply } from './resume-review';
import { skillMapReply } from './skill-map';
import { studyPlanReply, unknownExamReply } from './study-planner';
import { swotReply } from './swot';
import { MAX_ANALYSED_CHARS } from './text';
import type { MentorRequest } from './types';
import { whatIfReply } from './what-if';

export type { ToolType } from '~/shared/ai';
export type { MentorAttachment, MentorProfile, MentorRequest, MentorTurn } from './types';

/** How many earlier user turns the mentor looks back through for a goal, an exam or study hours. */
const HISTORY_TURNS = 6;

/**
 * Spec §8: when the chat assistant fails, a canned reply per tool type apologises for the technical
 * difficulties and suggests trying again; an unknown type gets the generic one.
 */
export const CANNED_FALLBACKS: Record<ToolType, string> = {
  'what-if': "I'm sorry, I'm having technical difficulties exploring your scenario right now. Please try again in a moment.",
  'learning-path': "I'm sorry, I'm having technical difficulties creating your learning path right now. Please try again in a moment.",
  swot: "I'm sorry, I'm having technical difficulties preparing your SWOT analysis right now. Please try again in a moment.",
  'skill-map': "I'm sorry, I'm having technical difficulties mapping your skills right now. Please try again in a moment.",
  'career-finder': "I'm sorry, I'm having technical difficulties finding career matches for you right now. Please try again in a moment.",
  resume: "I'm sorry, I'm having technical difficulties reviewing your resume right now. Please try again in a moment.",
  'study-planner': "I'm sorry, I'm having technical difficulties building your study plan right now. Please try again in a moment.",
};
export const GENERIC_FALLBACK = "I'm sorry, I'm experiencing technical difficulties right now. Please try again in a moment.";

/** Spec §8: the canned fallback reply for a tool type; the generic one for an unknown type. */
export function cannedFallbackReply(toolType: string): string {
  return isToolType(toolType) ? CANNED_FALLBACKS[toolType] : GENERIC_FALLBACK;
}

const CV_WORDS = /\b(?:resume|résumé|cv|curriculum vitae|biodata)\b/i;
const TARGET_ROLE = /\b(?:for|as|applying (?:to|for)|targeting|target)\s+(?:an?\s+|the\s+)?([^.,;\n]{3,60}?)\s+(?:roles?|jobs?|positions?|openings?|posts?|internships?)\b/i;

/**
 * The tool type to answer as. The chip's type is respected, except where the message plainly asks for
 * something else that keyword detection routes elsewhere (spec §4 sends "study for NEET" to learning-path and
 * "SWOT of my skills" to learning-path): an explicit SWOT, a CV to review, an exam without a career, or a
 * career without an exam.
 */
function answerType(req: MentorRequest, input: string, earlier: readonly string[]): ToolType {
  const type: ToolType = isToolType(req.toolType) ? req.toolType : 'learning-path';
  if (type !== 'swot' && /\bswot\b/i.test(input)) return 'swot';
  const readable = req.attachments.some((a) => a.kind !== 'image' && a.text && a.text.trim().length > 0);
  if (type !== 'resume' && CV_WORDS.test(input) && (readable || looksLikeCv(input))) return 'resume';
  if (type === 'learning-path' && !findCareer(input) && findExam(input)) return 'study-planner';
  if (type === 'study-planner' && !firstFound([input, ...earlier], findExam) && findCareer(input)) return 'learning-path';
  return type;
}

function resumeTarget(input: string, earlier: readonly string[], context: string): Career | null {
  const explicit = TARGET_ROLE.exec(input.slice(0, 2000));
  if (explicit) {
    const c = findCareer(explicit[1]);
    if (c) return c;
  }
  // A pasted CV names many roles and tools; only a short message is read as the target.
  const own = looksLikeCv(input) ? null : findCareer(input);
  return own ?? firstFound([...earlier, context], findCareer);
}

/**
 * The offline mentor's answer to a chat request: Markdown (headings, lists, tables; no HTML), ≤ ~600 words,
 * starting with a heading and ending with one or two next steps. Never throws; on an internal error it
 * returns the tool type's canned fallback.
 */
export function offlineMentorReply(req: MentorRequest): string {
  try {
    return withLanguageNote(reply(req), req);
  } catch {
    return cannedFallbackReply(req.toolType);
  }
}

/**
 * The offline mentor writes English only. A person whose profile asks for examples in another language is told so
 * once, under the heading of the first answer of a conversation, rather than promised what it cannot do (issue 23).
 */
function withLanguageNote(answer: string, req: MentorRequest): string {
  const language = req.profile?.exampleLanguage;
  if (!language || language === 'English' || (req.history ?? []).length > 0) return answer;
  const [heading, ...rest] = answer.split('\n');
  return [heading, '', `_Your profile asks for examples in ${language}; this offline mentor can only answer in English._`, ...rest].join('\n');
}

function reply(req: MentorRequest): string {
  const input = (req.userInput ?? '').trim().slice(0, MAX_ANALYSED_CHARS);
  // Most recent first, for "what was the goal?" look-ups.
  const earlier = (req.history ?? [])
    .filter((t) => t.role === 'user' && typeof t.content === 'string')
    .map((t) => t.content.slice(0, MAX_ANALYSED_CHARS))
    .reverse()
    .slice(0, HISTORY_TURNS);
  const context = (req.context ?? '').slice(0, 500);
  // The latest message first, so that what the user says now wins over what they said before.
  const allUserText = [input, ...earlier].join('\n');
  // Who is asking (issue 23): their profile and their own words; a career they say they are moving to comes first.
  const person = personOf(req.profile, allUserText);
  const target = person.target ? [person.target.title.toLowerCase()] : [];
  const sources = [...target, input, ...earlier, context, req.profile?.goal ?? ''];

  switch (answerType(req, input, earlier)) {
    case 'learning-path': {
      const career = firstFound(sources, findCareer);
      if (career) return learningPathReply(career, allUserText, person);
      const exam = firstFound([input, ...earlier], findExam);
      if (exam) return studyPlanReply(exam, allUserText, person);
      return unknownGoalReply(input, 'plan', person);
    }
    case 'skill-map': {
      const career = firstFound(sources, findCareer);
      return career ? skillMapReply(career, allUserText, person) : unknownGoalReply(input, 'map', person);
    }
    case 'study-planner': {
      const exam = firstFound(sources, findExam);
      if (exam) return studyPlanReply(exam, allUserText, person);
      const career = firstFound([input, ...earlier], findCareer);
      return career ? learningPathReply(career, allUserText, person) : unknownExamReply();
    }
    case 'swot': {
      const career = firstFound([input, ...earlier], findCareer);
      // Oldest first, so the grid lists things in the order the user said them.
      return swotReply([...earlier].reverse().concat(input).join('\n'), career, person);
    }
    case 'resume':
      return resumeReply(input, req.attachments ?? [], resumeTarget(input, earlier, context));
    case 'career-finder': {
      // Someone who already says where they are going gets the way there, not a list of other careers.
      if (person.target && person.adult) return learningPathReply(person.target, allUserText, person);
      const text = matchInterests(input).some((m) => m.score > 0) || findCareer(input) ? input : allUserText;
      return careerFinderReply(text, person);
    }
    case 'what-if':
      return whatIfReply(input, earlier.join('\n'), person);
  }
}
