/**
 * The built-in offline mentor, and the canned replies for when the chat fails. When no language model is configured,
 * the AI route streams this mentor's answer through the same code path as a model's. Answers are structured Markdown
 * built from the knowledge base (`knowledge-base.ts`, read from content/mentor/), in the kind of answer of the tool the person opened: a staged
 * learning path, a SWOT grid from their own words, a skill map, a weekly study plan for a named exam (entrance,
 * government recruitment or a company's hiring test), a CV review or an answer to a question about CVs, career
 * matches for stated interests, and a what-if comparison of two paths. Questions in Hindi or Hinglish are glossed to
 * English for understanding (language.ts). Each answer reads the person (person.ts: career profile and words) and
 * their skills assessment (assessment-advice.ts), stating only what their stored results say. When it cannot
 * understand, it says so and asks one question (unclear.ts).
 *
 * Pure and deterministic: same request → same answer; no clock, randomness or I/O. User text and attachments
 * are data only: they are matched against the knowledge base and quoted back escaped, never obeyed.
 */
import { aiFallbackReply, isToolType, type ToolType } from '~/shared/ai';
import { defaultLocale } from '~/shared/locales';
import { careerFinderReply } from './career-finder';
import { asksAboutGovernmentJobs, governmentJobsReply } from './government-jobs';
import { careerById } from './knowledge-base';
import type { Career } from './knowledge-types';
import { glossToEnglish, inputLanguage } from './language';
import { learningPathReply, unknownGoalReply } from './learning-path';
import { personOf } from './person';
import { asksAboutPlacements, placementGuideReply } from './placements';
import { findCareer, findCareerMentions, findExam, firstFound, matchInterests } from './recognise';
import { resumeAdviceReply, resumeTopic } from './resume-advice';
import { looksLikeCv, resumeReply } from './resume-review';
import { skillMapReply } from './skill-map';
import { studyPlanReply, unknownExamReply } from './study-planner';
import { swotReply } from './swot';
import { MAX_ANALYSED_CHARS, answerIn, answerLanguage, say } from './text';
import type { MentorRequest } from './types';
import { clarifyingReply, unclearKind } from './unclear';
import { parseDecision, whatIfReply } from './what-if';

export type { ToolType } from '~/shared/ai';
export type { MentorAttachment, MentorProfile, MentorRequest, MentorTurn } from './types';

/** How many earlier user turns the mentor looks back through for a goal, an exam or study hours. */
const HISTORY_TURNS = 6;

/** The reply when the mentor fails inside: the chat's own fallback for the tool type, in the answer's language. */
export function cannedFallbackReply(toolType: string): string {
  return say(aiFallbackReply(toolType));
}

const CV_WORDS = /\b(?:resume|résumé|cv|curriculum vitae|biodata)\b/i;
const TARGET_ROLE = /\b(?:for|as|applying (?:to|for)|targeting|target)\s+(?:an?\s+|the\s+)?([^.,;\n]{3,60}?)\s+(?:roles?|jobs?|positions?|openings?|posts?|internships?)\b/i;

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
 * starting with a heading and ending with one or two next steps. Its own words (headings, labels, next steps) are in
 * the request's language; what it knows (careers, exams, resources) and the person's quoted words stay as written.
 * Never throws; on an internal error it returns the tool type's canned fallback.
 */
export function offlineMentorReply(req: MentorRequest): string {
  return answerIn(req.locale ?? defaultLocale, () => {
    try {
      return withLanguageNote(reply(req), req);
    } catch {
      return cannedFallbackReply(req.toolType);
    }
  });
}

const NOTES = {
  /** On a Hindi page, once per conversation: what is in Hindi and what is not yet. */
  partlyInHindi: /*i18n*/ {
    id: 'mentor.note.partly-in-hindi',
    message: 'The headings, labels and next steps of this answer are in your language; the career and exam details are in English for now.',
  },
  /** A question written in Hindi on an English page. */
  askedInHindi: /*i18n*/ {
    id: 'mentor.note.asked-in-hindi',
    message: 'Your question was understood. This answer is in English: open ChangePath in Hindi (हिन्दी, at the top of the page) for its headings, labels and next steps in Hindi.',
  },
  /** The profile asks for examples in a language the mentor does not write. */
  profileLanguage: /*i18n*/ {
    id: 'mentor.note.profile-language',
    message: 'Your profile asks for examples in {language}; this offline mentor can only answer in English.',
  },
};

/**
 * The offline mentor writes what it knows in English. Said once, under the heading of the first answer of a
 * conversation, rather than promised what it cannot do: on a Hindi page, which parts are Hindi; to a person whose
 * profile asks for examples in another language, that it answers in English (a question written in Hindi on an English
 * page gets its own note instead, in Hindi, with every answer, since the person may not know the page can be Hindi).
 */
function withLanguageNote(answer: string, req: MentorRequest): string {
  const first = (req.history ?? []).length === 0;
  if (answerLanguage() !== defaultLocale) return first ? underHeading(answer, `_${say(NOTES.partlyInHindi)}_`) : answer;
  // Said in Hindi, the language the person asked in.
  if (inputLanguage(req.userInput ?? '') === 'hi') return underHeading(answer, `_${answerIn('hi', () => say(NOTES.askedInHindi))}_`);
  const language = req.profile?.exampleLanguage;
  if (!language || language === 'English' || !first) return answer;
  return underHeading(answer, `_${say(NOTES.profileLanguage, { language })}_`);
}

/** A line under the answer's heading (the answer's first line), separated by blank lines. */
function underHeading(answer: string, note: string): string {
  const [heading, ...rest] = answer.split('\n');
  return [heading, '', note, ...rest].join('\n');
}

/** A decision between two recognised paths ("quit X to do Y", "X or Y"), which any tool answers as a comparison. */
function isDecision(text: string): boolean {
  const d = parseDecision(text);
  return !!d.a && !!d.b && d.a.kind !== 'unknown' && d.b.kind !== 'unknown' && d.kind !== 'single' && d.kind !== 'switch';
}

function reply(req: MentorRequest): string {
  const original = (req.userInput ?? '').trim().slice(0, MAX_ANALYSED_CHARS);
  // The recognisers read English: Hindi and Hinglish words are glossed first (language.ts); quotes use `original`.
  const input = glossToEnglish(original);
  // Most recent first, for "what was the goal?" look-ups.
  const earlier = (req.history ?? [])
    .filter((t) => t.role === 'user' && typeof t.content === 'string')
    .map((t) => glossToEnglish(t.content.slice(0, MAX_ANALYSED_CHARS)))
    .reverse()
    .slice(0, HISTORY_TURNS);
  const context = (req.context ?? '').slice(0, 500);
  return answerFor(isToolType(req.toolType) ? req.toolType : 'learning-path', { req, original, input, earlier, context });
}

interface Asked {
  req: MentorRequest;
  original: string;
  input: string;
  earlier: string[];
  context: string;
}

/**
 * The answer in the tool the person opened. The tool decides the kind of answer; within it, the question asked
 * decides what it is about. A question of another kind that the tool cannot frame (a CV pasted anywhere, an explicit
 * SWOT, a decision between two paths asked of the career tools, an exam asked of the learning path) gets the answer
 * to that question, since answering something else would not help; the chat's tool chip suggests the better tool.
 */
function answerFor(tool: ToolType, { req, original, input, earlier, context }: Asked): string {
  const allUserText = [input, ...earlier].join('\n');
  // Who is asking: their profile and their own words; a career they say they are moving to comes first.
  const person = personOf(req.profile, allUserText);
  const readable = (req.attachments ?? []).some((a) => a.kind !== 'image' && a.text && a.text.trim().length > 0);
  const cvGiven = tool === 'resume' ? readable || looksLikeCv(input) : CV_WORDS.test(input) && (readable || looksLikeCv(input));
  if (cvGiven) return resumeReply(input, req.attachments ?? [], resumeTarget(input, earlier, context));

  // A career the person says they are moving to beats one they say they are leaving ("a teacher … into UX design").
  const careerNow = person.target && findCareerMentions(input).some((m) => m.career.id === person.target!.id) ? person.target : findCareer(input);
  const examNow = findExam(input);
  if (!careerNow && !examNow && !(req.attachments ?? []).length) {
    const unclear = unclearKind(original);
    if (unclear && !(unclear === 'empty' && earlier.length)) return clarifyingReply(tool, unclear, original);
  }
  if (tool !== 'swot' && /\bswot\b/i.test(input)) return swotReply(swotText(original, req), careerNow ?? firstFound(earlier, findCareer), person);

  // What the person named now wins over what they said earlier, which wins over their profile's goal.
  const careerAny = () => careerNow ?? firstFound([person.target ? person.target.title : '', ...earlier, context, req.profile?.goal ?? ''], findCareer);
  const examAny = () => examNow ?? firstFound(earlier, findExam);

  switch (tool) {
    case 'what-if':
      return whatIfReply(input, earlier.join('\n'), person);
    case 'resume': {
      const topic = resumeTopic(input);
      // "Check my resume" asks for a review: without a CV, the answer says what to attach.
      const wantsReview = /\b(?:check|review|rate|evaluate|feedback|look at|go through|correct)\b/i.test(input) || (req.attachments ?? []).length > 0;
      if (topic && !(topic === 'general' && wantsReview)) return resumeAdviceReply(topic, careerNow);
      if (careerNow && !CV_WORDS.test(input) && !/\b(?:review|check)\b/i.test(input)) return resumeAdviceReply('general', careerNow);
      return resumeReply(input, req.attachments ?? [], resumeTarget(input, earlier, context));
    }
    case 'study-planner': {
      if (examNow) return studyPlanReply(examNow, allUserText, person);
      if (asksAboutGovernmentJobs(input)) return governmentJobsReply(allUserText, person);
      if (careerNow) return learningPathReply(careerNow, allUserText, person);
      const exam = examAny();
      if (exam) return studyPlanReply(exam, allUserText, person);
      return unknownExamReply();
    }
    case 'learning-path':
    case 'career-finder':
    case 'skill-map': {
      if (isDecision(input)) return underHeading(whatIfReply(input, earlier.join('\n'), person), `_${say(DECISION_NOTE)}_`);
      if (tool !== 'skill-map' && asksAboutPlacements(input) && !careerNow) return placementGuideReply(input);
      if (tool !== 'skill-map' && !examNow && asksAboutGovernmentJobs(input)) return governmentJobsReply(allUserText, person);
      if (tool !== 'skill-map' && resumeTopic(input)) return resumeAdviceReply(resumeTopic(input)!, careerNow);
      if (tool === 'skill-map') {
        const career = careerNow ?? (examNow?.career ? careerById(examNow.career) : null) ?? careerAny();
        return career ? skillMapReply(career, allUserText, person) : unknownGoalReply(original, 'map', person);
      }
      if (tool === 'career-finder') {
        if (examNow && !careerNow) return examNow.kind === 'placement' ? placementGuideReply(input) : studyPlanReply(examNow, allUserText, person);
        // Someone who already says where they are going gets the way there, not a list of other careers.
        if (person.target && person.adult) return learningPathReply(person.target, allUserText, person);
        const text = matchInterests(input).some((m) => m.score > 0) || careerNow ? input : allUserText;
        return careerFinderReply(text, person);
      }
      if (careerNow) return learningPathReply(careerNow, allUserText, person);
      if (examNow) return examNow.kind === 'placement' ? placementGuideReply(input) : studyPlanReply(examNow, allUserText, person);
      const career = careerAny();
      if (career) return learningPathReply(career, allUserText, person);
      const exam = examAny();
      if (exam) return studyPlanReply(exam, allUserText, person);
      return unknownGoalReply(original, 'plan', person);
    }
    case 'swot':
      return swotReply(swotText(original, req), careerNow ?? firstFound(earlier, findCareer), person);
  }
}

/** Said above a comparison given in a tool other than the What-If simulator. */
const DECISION_NOTE = /*i18n*/ {
  id: 'mentor.note.decision',
  message: 'You are choosing between two paths, so here is a side-by-side comparison (the What-If Career Simulator does more of these).',
};

/** The SWOT's source: the person's own words, oldest first, as written (the grid quotes them). */
function swotText(original: string, req: MentorRequest): string {
  const earlier = (req.history ?? []).filter((t) => t.role === 'user' && typeof t.content === 'string').map((t) => t.content.slice(0, MAX_ANALYSED_CHARS));
  return [...earlier, original].join('\n');
}
