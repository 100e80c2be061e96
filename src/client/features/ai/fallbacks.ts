/**
 * Canned replies shown when the AI mentor fails: one per chat tool type, each apologising for technical
 * difficulties and suggesting to try again, and a generic one for an unknown type. Shown in the chat only; never saved.
 */
import { isToolType, type ToolType } from '~/shared/ai';

export const FALLBACK_REPLIES: Record<ToolType, string> = {
  'what-if':
    "I'm sorry, I'm having technical difficulties and couldn't explore your what-if scenario right now. Please try again in a moment.",
  'learning-path':
    "I'm sorry, I'm having technical difficulties and couldn't build your learning path right now. Please try again in a moment.",
  swot: "I'm sorry, I'm having technical difficulties and couldn't prepare your SWOT analysis right now. Please try again in a moment.",
  'skill-map': "I'm sorry, I'm having technical difficulties and couldn't map your skills right now. Please try again in a moment.",
  'career-finder':
    "I'm sorry, I'm having technical difficulties and couldn't suggest careers for you right now. Please try again in a moment.",
  resume: "I'm sorry, I'm having technical difficulties and couldn't review your resume right now. Please try again in a moment.",
  'study-planner':
    "I'm sorry, I'm having technical difficulties and couldn't make your study plan right now. Please try again in a moment.",
};

export const GENERIC_FALLBACK_REPLY =
  "I'm sorry, I'm having technical difficulties and couldn't answer right now. Please try again in a moment.";

/** The canned reply for `toolType`, or the generic one when the type is unknown. */
export function fallbackReply(toolType: string | null | undefined): string {
  return isToolType(toolType) ? FALLBACK_REPLIES[toolType] : GENERIC_FALLBACK_REPLY;
}
