/**
 * When the mentor cannot understand: a greeting with no question ("hi"), keyboard mashing ("asdf qwer"), or an empty
 * message. It says so plainly and asks the one question that lets the tool the person opened do its job.
 */
import type { ToolType } from '~/shared/ai';
import type { MessageDescriptor } from '@lingui/core';
import { nextSteps, quoteUser, say } from './text';

const GREETING = /^\s*(?:hi+|hii+|hello+|helo|hey+|hlo|namaste|namaskar|good (?:morning|afternoon|evening)|yo|hola|sir|ma'?am)\b[\s!.,]*(?:there|sir|ma'?am|mam|bro|didi|bhaiya|mentor|everyone)?[\s!.,?]*$/i;
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];

/** True when a word is keyboard mashing: a run along one keyboard row, or a long word with no vowel. */
function mashed(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length < 3) return false;
  if (KEYBOARD_ROWS.some((row) => row.includes(w) || [...row].reverse().join('').includes(w))) return true;
  return w.length >= 5 && !/[aeiouy]/.test(w);
}

/** Why a message cannot be answered as it stands: a bare greeting, gibberish, or nothing; null when it can. */
export function unclearKind(text: string): 'greeting' | 'gibberish' | 'empty' | null {
  const t = text.trim();
  if (!t) return 'empty';
  if (GREETING.test(t)) return 'greeting';
  const words = t.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return 'gibberish';
  const mashedCount = words.filter(mashed).length;
  return mashedCount > 0 && mashedCount >= words.length * 0.6 ? 'gibberish' : null;
}

/** The one question each tool needs answered first, with an example of the answer. */
const QUESTIONS: Record<ToolType, { ask: MessageDescriptor; reply: MessageDescriptor; example: string }> = {
  'learning-path': {
    ask: /*i18n*/ { id: 'mentor.unclear.ask.learning-path', message: 'Which job or role do you want to reach?' },
    reply: /*i18n*/ { id: 'mentor.unclear.reply.learning-path', message: 'Reply with your answer in one or two lines: which job or role do you want to reach?' },
    example: '"I want to become a data analyst; I know basic Excel."',
  },
  'skill-map': {
    ask: /*i18n*/ { id: 'mentor.unclear.ask.skill-map', message: 'Which role should I map your skills against?' },
    reply: /*i18n*/ { id: 'mentor.unclear.reply.skill-map', message: 'Reply with your answer in one or two lines: which role should I map your skills against?' },
    example: '"UX designer. I know Figma basics and I sketch a lot."',
  },
  'study-planner': {
    ask: /*i18n*/ { id: 'mentor.unclear.ask.study-planner', message: 'Which exam are you preparing for, and when is it?' },
    reply: /*i18n*/ { id: 'mentor.unclear.reply.study-planner', message: 'Reply with your answer in one or two lines: which exam are you preparing for, and when is it?' },
    example: '"SSC CGL in 6 months, I can study 4 hours a day."',
  },
  'career-finder': {
    ask: /*i18n*/ { id: 'mentor.unclear.ask.career-finder', message: 'What do you enjoy doing, and what are you studying (or working as) now?' },
    reply: /*i18n*/ {
      id: 'mentor.unclear.reply.career-finder',
      message: 'Reply with your answer in one or two lines: what do you enjoy doing, and what are you studying (or working as) now?',
    },
    example: '"I like numbers and explaining things; I am in B.Com second year."',
  },
  resume: {
    ask: /*i18n*/ { id: 'mentor.unclear.ask.resume', message: 'Shall I review your CV (paste it here or attach it), or answer a question about writing one?' },
    reply: /*i18n*/ {
      id: 'mentor.unclear.reply.resume',
      message: 'Reply with your answer in one or two lines: shall I review your CV (paste it here or attach it), or answer a question about writing one?',
    },
    example: '"Review my CV for data analyst roles" with the file attached.',
  },
  swot: {
    ask: /*i18n*/ { id: 'mentor.unclear.ask.swot', message: 'What are two things you are good at, and two you find hard?' },
    reply: /*i18n*/ { id: 'mentor.unclear.reply.swot', message: 'Reply with your answer in one or two lines: what are two things you are good at, and two you find hard?' },
    example: '"Good at maths and Excel; I get nervous in interviews and my English is weak."',
  },
  'what-if': {
    ask: /*i18n*/ { id: 'mentor.unclear.ask.what-if', message: 'Which two options are you choosing between?' },
    reply: /*i18n*/ { id: 'mentor.unclear.reply.what-if', message: 'Reply with your answer in one or two lines: which two options are you choosing between?' },
    example: '"Should I quit my job to prepare for UPSC full-time?"',
  },
};

/** The clarifying answer's own words, written in the answer's language. */
const WORDS = {
  hello: /*i18n*/ { id: 'mentor.unclear.hello', message: 'Hello! Let’s get started' },
  happyToHelp: /*i18n*/ { id: 'mentor.unclear.happy-to-help', message: 'Happy to help.' },
  notUnderstood: /*i18n*/ { id: 'mentor.unclear.not-understood', message: 'I didn’t understand that yet' },
  couldNot: /*i18n*/ { id: 'mentor.unclear.could-not', message: 'I could not understand “{words}”.' },
  forExample: /*i18n*/ { id: 'mentor.unclear.for-example', message: 'For example: {example}' },
};

/** The answer to a message the mentor cannot understand yet, asking the tool's one question. */
export function clarifyingReply(tool: ToolType, kind: 'greeting' | 'gibberish' | 'empty', said: string): string {
  const q = QUESTIONS[tool];
  const opening =
    kind === 'greeting'
      ? [`## ${say(WORDS.hello)}`, '', `${say(WORDS.happyToHelp)} ${say(q.ask)}`]
      : [`## ${say(WORDS.notUnderstood)}`, '', `${kind === 'gibberish' && said.trim() ? `${say(WORDS.couldNot, { words: quoteUser(said, 60) })} ` : ''}${say(q.ask)}`];
  // The example answers stay in English: they are what the mentor reads best.
  return [...opening, '', say(WORDS.forExample, { example: q.example }), '', nextSteps([say(q.reply)])].join('\n');
}
