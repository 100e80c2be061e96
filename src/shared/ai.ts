/**
 * AI career tools contracts: tool types, the
 * ordered keyword table (which the chat dialog only uses to suggest another tool: `suggestedToolType`), texts, plan
 * allowances and attachment rules shared by the dialog and the API.
 */
import type { MessageDescriptor } from '@lingui/core';
import { defineTexts, toastTitles } from './messages';
import { PLAN_TERMS } from './plans';
export const TOOL_TYPES = ['what-if', 'learning-path', 'swot', 'skill-map', 'career-finder', 'resume', 'study-planner'] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

/** Each tool type's name, shown in the page's language. */
export const TOOL_TYPE_LABELS = defineTexts({
  'what-if': /*i18n*/ { id: 'ai.tool-type.what-if', message: 'What-if scenarios' },
  'learning-path': /*i18n*/ { id: 'ai.tool-type.learning-path', message: 'Learning path' },
  swot: /*i18n*/ { id: 'ai.tool-type.swot', message: 'SWOT analysis' },
  'skill-map': /*i18n*/ { id: 'ai.tool-type.skill-map', message: 'Skill map' },
  'career-finder': /*i18n*/ { id: 'ai.tool-type.career-finder', message: 'Career finder' },
  resume: /*i18n*/ { id: 'ai.tool-type.resume', message: 'Resume review' },
  'study-planner': /*i18n*/ { id: 'ai.tool-type.study-planner', message: 'Study planner' },
}) satisfies Record<ToolType, MessageDescriptor>;

/** First match wins, in this order, by case-insensitive substring. */
export const TOOL_TYPE_KEYWORDS: readonly (readonly [ToolType, readonly string[]])[] = [
  ['what-if', ['what if', 'scenario', 'drop out', 'career change']],
  ['learning-path', ['learn', 'study', 'skill', 'course']],
  ['swot', ['swot', 'analysis', 'strengths', 'weaknesses']],
  ['skill-map', ['become', 'designer', 'developer', 'goal']],
  ['career-finder', ['career', 'job', 'profession', 'field']],
  ['resume', ['resume', 'cv', 'job application']],
  ['study-planner', ['exam', 'test', 'preparation', 'crack']],
];

export function isToolType(value: unknown): value is ToolType {
  return typeof value === 'string' && (TOOL_TYPES as readonly string[]).includes(value);
}

/** The tool type of a message; if no keyword matches, the current type or learning-path. */
export function detectToolType(text: string, current?: string | null): ToolType {
  const t = text.toLowerCase();
  for (const [type, words] of TOOL_TYPE_KEYWORDS) if (words.some((w) => t.includes(w))) return type;
  return isToolType(current) ? current : 'learning-path';
}

/** The longest text `suggestedToolType` treats as a question; longer text is a pasted document, not a request. */
export const SUGGESTION_MAX_CHARS = 600;

/** A line that is a CV section heading ('Education:', 'Skills', 'Work experience - ...'). */
const CV_SECTION =
  /^\s*(education|experience|work experience|employment|skills|technical skills|projects|internships?|certifications?|achievements|objective|career objective|summary|profile|hobbies|languages|references|declaration)\s*(:|[-–|]\s|$)/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
/** An Indian mobile number (+91 98765 43210, 9876543210) or any international number in groups. */
const PHONE = /(\+\d{1,3}[\s-]?)?\b\d{5}[\s-]?\d{5}\b|\+\d{1,3}[\s-]?\d{3,4}[\s-]?\d{3,4}[\s-]?\d{3,4}/;

/**
 * Whether `text` looks like a pasted CV rather than a question: two or more lines that are CV section headings
 * ('Education: …', 'Skills: …'), or one such line together with contact details (an e-mail address or a phone number).
 */
export function looksLikeCv(text: string): boolean {
  const headings = text.split('\n').filter((line) => CV_SECTION.test(line)).length;
  if (headings >= 2) return true;
  return headings === 1 && (EMAIL.test(text) || PHONE.test(text));
}

/**
 * The tool type the spec's keyword table (`detectToolType`) finds in `text`, offered as a suggestion when it
 * differs from `current`, the type the student opened or picked; null when there is nothing to suggest.
 *
 * The tool the student opened decides what is sent: detection only suggests, and only for a question. A pasted
 * document (over `SUGGESTION_MAX_CHARS` characters, or one that looks like a CV) mentions 'skills', 'course' or
 * 'job' without asking for that tool, so it gets no suggestion; neither does text without any keyword of the table.
 */
export function suggestedToolType(text: string, current: ToolType): ToolType | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > SUGGESTION_MAX_CHARS || looksLikeCv(trimmed)) return null;
  const lower = trimmed.toLowerCase();
  const detected = TOOL_TYPE_KEYWORDS.find(([, words]) => words.some((w) => lower.includes(w)))?.[0];
  return detected && detected !== current ? detected : null;
}

/** The AI tools' texts (shared/messages.ts `Text`), shown in the page's language and answered in the request's. */
export const aiMessages = defineTexts({
  loadingTools: /*i18n*/ { id: 'ai.loading-tools', message: 'Loading AI tools...' },
  noTools: /*i18n*/ { id: 'ai.no-tools', message: 'No tools found matching your criteria' },
  loadToolsFailed: /*i18n*/ { id: 'ai.load-tools-failed', message: 'Failed to load AI tools. Please try again.' },
  signInRequiredTitle: /*i18n*/ { id: 'ai.sign-in-required-title', message: 'Sign in required' },
  signInRequired: /*i18n*/ { id: 'ai.sign-in-required', message: 'Please sign in to use AI tools.' },
  toolLaunched: /*i18n*/ { id: 'ai.tool-launched', message: 'Tool launched! AI tool is now ready to use.' },
  inputRequiredTitle: /*i18n*/ { id: 'ai.input-required-title', message: 'Input Required' },
  inputRequired: /*i18n*/ { id: 'ai.input-required', message: 'Please provide your question or request.' },
  mentorError: /*i18n*/ { id: 'ai.mentor-error', message: 'AI Mentor Error' },
  failedToGetResponse: /*i18n*/ { id: 'ai.failed-to-get-response', message: 'Failed to get AI response. Please try again.' },
  noResponse: /*i18n*/ { id: 'ai.no-response', message: 'No response received from AI mentor' },
  dailyLimitReached: {
    ...(/*i18n*/ {
      id: 'ai.daily-limit-reached',
      message: "You've used today's {limit} free AI tool uses. Come back tomorrow, or upgrade to Premium on the Pricing page for unlimited AI.",
    }),
    values: { limit: PLAN_TERMS.free.aiConversationsPerDay },
  },
  fairUseReached: /*i18n*/ { id: 'ai.fair-use-reached', message: "You've reached today's fair-use limit for AI tools. Please come back tomorrow." },
  tooManyMessages: /*i18n*/ { id: 'ai.too-many-messages', message: "You're sending messages very quickly. Please wait a minute and try again." },
  offlineLabel: /*i18n*/ { id: 'ai.offline-label', message: 'Offline mentor: answers come from ChangePath’s built-in career knowledge base.' },
  /** A DOCX or PDF over the parsing limits (a zip bomb, thousands of pages, a parse that takes too long). */
  documentTooLarge: (name: string) => ({
    ...(/*i18n*/ {
      id: 'ai.document-too-large',
      message: '{name} is too large to read once unpacked: please attach a shorter document (at most 100 pages) or paste the text you need.',
    }),
    values: { name },
  }),
  legacyDoc: /*i18n*/ { id: 'ai.legacy-doc', message: 'Legacy .doc files cannot be read: please convert to .docx (or PDF) and attach it again.' },
  /** A free account starting (or continuing) a conversation with a tool marked Premium (the plan table's premiumTools). */
  planRequired: (toolName: string) => ({
    ...(/*i18n*/ { id: 'ai.plan-required', message: '{toolName} is part of Premium. Upgrade on the Pricing page to use it.' }),
    values: { toolName },
  }),
  tooManyFiles: (max: number) => ({ ...(/*i18n*/ { id: 'ai.too-many-files', message: 'Attach at most {max} files at a time.' }), values: { max } }),
  fileTooLarge: (name: string) => ({ ...(/*i18n*/ { id: 'ai.file-too-large', message: '{name} is larger than 10 MB.' }), values: { name } }),
  fileEmpty: (name: string) => ({ ...(/*i18n*/ { id: 'ai.file-empty', message: '{name} is empty.' }), values: { name } }),
  notAnImage: (name: string) => ({ ...(/*i18n*/ { id: 'ai.not-an-image', message: '{name} is not a valid image.' }), values: { name } }),
  notText: (name: string) => ({ ...(/*i18n*/ { id: 'ai.not-text', message: '{name} is not a text file.' }), values: { name } }),
  fileKinds: (name: string) => ({ ...(/*i18n*/ { id: 'ai.file-kinds', message: '{name}: attach images, PDF, DOCX or TXT files.' }), values: { name } }),
  toolNotFound: /*i18n*/ { id: 'ai.tool-not-found', message: 'This tool does not exist.' },
  noSuchUser: /*i18n*/ { id: 'ai.no-such-user', message: 'No such user.' },
  conversationNotFound: /*i18n*/ { id: 'ai.conversation-not-found', message: 'This conversation does not exist.' },
  messageTooLong: (max: number) => ({ ...(/*i18n*/ { id: 'ai.message-too-long', message: 'Keep your message under {max} characters.' }), values: { max } }),
});

/**
 * What the chat shows when the mentor fails: one reply per tool type, each apologising for technical difficulties and
 * suggesting to try again, and a generic one for an unknown type. The server's offline mentor answers with the same
 * words when it fails inside; the chat shows them when the request fails. Shown only, never saved.
 */
export const AI_FALLBACK_REPLIES: Record<ToolType, MessageDescriptor> = {
  'what-if': /*i18n*/ { id: 'ai.fallback.what-if', message: "I'm sorry, I'm having technical difficulties and couldn't explore your what-if scenario right now. Please try again in a moment." },
  'learning-path': /*i18n*/ { id: 'ai.fallback.learning-path', message: "I'm sorry, I'm having technical difficulties and couldn't build your learning path right now. Please try again in a moment." },
  swot: /*i18n*/ { id: 'ai.fallback.swot', message: "I'm sorry, I'm having technical difficulties and couldn't prepare your SWOT analysis right now. Please try again in a moment." },
  'skill-map': /*i18n*/ { id: 'ai.fallback.skill-map', message: "I'm sorry, I'm having technical difficulties and couldn't map your skills right now. Please try again in a moment." },
  'career-finder': /*i18n*/ { id: 'ai.fallback.career-finder', message: "I'm sorry, I'm having technical difficulties and couldn't suggest careers for you right now. Please try again in a moment." },
  resume: /*i18n*/ { id: 'ai.fallback.resume', message: "I'm sorry, I'm having technical difficulties and couldn't review your resume right now. Please try again in a moment." },
  'study-planner': /*i18n*/ { id: 'ai.fallback.study-planner', message: "I'm sorry, I'm having technical difficulties and couldn't make your study plan right now. Please try again in a moment." },
};
export const AI_GENERIC_FALLBACK_REPLY: MessageDescriptor = /*i18n*/ {
  id: 'ai.fallback.generic',
  message: "I'm sorry, I'm having technical difficulties and couldn't answer right now. Please try again in a moment.",
};

/** The fallback reply for `toolType`, or the generic one when the type is unknown. */
export function aiFallbackReply(toolType: string | null | undefined): MessageDescriptor {
  return isToolType(toolType) ? AI_FALLBACK_REPLIES[toolType] : AI_GENERIC_FALLBACK_REPLY;
}

/** The AI tools' toasts: a title and a text. */
export const aiToasts = {
  loadToolsFailed: { title: toastTitles.error, description: aiMessages.loadToolsFailed },
  signInRequired: { title: aiMessages.signInRequiredTitle, description: aiMessages.signInRequired },
  inputRequired: { title: aiMessages.inputRequiredTitle, description: aiMessages.inputRequired },
} as const;

/** Chat attachments: images, .pdf, .doc, .docx, .txt; several; 10 MB each. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;
export const ATTACHMENT_ACCEPT = 'image/*,.pdf,.doc,.docx,.txt';
export const MAX_USER_INPUT = 8000;
