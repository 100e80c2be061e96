/**
 * The AI career tools API's shapes as zod schemas: what `/api/ai/*`
 * and the admin's plan route take and answer. Kept apart from ai.ts (texts and rules) so pages that only show the
 * tools do not load zod; they import the types, which are erased.
 */
import { z } from 'zod';
import { MAX_ATTACHMENTS, MAX_USER_INPUT, TOOL_TYPES, aiMessages } from './ai';
import { PLANS, type Plan } from './plans';
import { englishOf, zodError } from './messages';

export const toolTypeSchema = z.enum(TOOL_TYPES);
export const planSchema = z.enum(PLANS as [Plan, ...Plan[]]);

/** An AI tool of the catalogue. `created_at` ISO-8601 UTC. */
export const aiToolSchema = z.object({
  id: z.uuid(),
  /** The tool's address word (`learning-path`, `resume-review`): its page is `/ai-tools/<slug>`, and `/ai-tools?tool=<slug>` opens its chat. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** A lucide icon name: FileText, MessageCircle, Video, BarChart, Calendar, DollarSign. */
  icon: z.string(),
  features: z.array(z.string()),
  /** Only plans with premiumTools (shared/plans.ts) may use the tool (enforced: 403 `plan_required` otherwise). */
  is_premium: z.boolean(),
  /** The chat tool type the dialog starts with. */
  tool_type: toolTypeSchema,
  created_at: z.iso.datetime(),
});
export type AiTool = z.infer<typeof aiToolSchema>;

/** Today's AI tool uses (one use = one conversation started). */
export const allowanceSchema = z.object({
  plan: planSchema,
  /** null for unlimited plans. */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  /** ISO-8601 UTC instant of the next reset (midnight in the platform time zone). */
  resetsAt: z.iso.datetime(),
  /** IANA name of the platform time zone the day is counted in. */
  timeZone: z.string(),
});
export type Allowance = z.infer<typeof allowanceSchema>;

/** Whether answers come from the built-in offline mentor, and the label the chat dialog shows when they do. */
export const modelInfoSchema = z.object({ offline: z.boolean(), label: z.string().nullable() });
export type ModelInfo = z.infer<typeof modelInfoSchema>;

/** A 'Use Tool' click recorded: the user's uses of the tool so far and today's allowance. */
export const toolUseSchema = z.object({ usage_count: z.number().int(), allowance: allowanceSchema });
export type ToolUse = z.infer<typeof toolUseSchema>;

/** A saved chat in the list (most recently updated first). `updated_at` ISO-8601 UTC. */
export const conversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  tool_type: toolTypeSchema,
  /** The tool it was started from, if any. */
  tool_name: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A file attached to a user's message: its name, MIME type and size in bytes (the file itself is not kept). */
export const attachmentInfoSchema = z.object({ name: z.string(), type: z.string(), size: z.number().int() });

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** Markdown for the assistant's answers. */
  content: z.string(),
  tool_type: toolTypeSchema.nullable(),
  attachments: z.array(attachmentInfoSchema),
  created_at: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A saved chat to reopen and continue: the conversation and its messages, oldest first. */
export const conversationDetailSchema = z.object({
  conversation: z.object({ id: z.uuid(), title: z.string(), tool_type: toolTypeSchema, tool_id: z.uuid().nullable() }),
  messages: z.array(chatMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const renameConversationSchema = z.object({ title: z.string().trim().min(1).max(120) });

/**
 * One chat turn's fields: the message, the tool type (detected from the message when absent or
 * unknown), the tool's name as context, the conversation to continue (absent: a new one, which uses one of the day's
 * allowance) and the tool it starts from. Sent as JSON, a turn carries no files.
 */
export const chatFieldsSchema = z.object({
  userInput: z.string().max(MAX_USER_INPUT, zodError(aiMessages.messageTooLong(MAX_USER_INPUT))).default(''),
  toolType: z.string().max(40).optional(),
  context: z.string().max(500).optional(),
  conversationId: z.uuid().optional(),
  toolId: z.uuid().optional(),
});

/** A file the form sends; documented as binary (zod's file type has no OpenAPI form of its own). */
const fileSchema = z.file().meta({ type: 'string', format: 'binary' });

/** The chat turn as the dialog posts it (multipart form data): chatFieldsSchema's fields and files under `attachments`. */
export const chatFormSchema = chatFieldsSchema.extend({
  attachments: z
    .union([fileSchema, z.array(fileSchema)])
    .optional()
    .meta({ description: `Images, PDF, DOCX or TXT files (the type is judged by content): at most ${MAX_ATTACHMENTS}, 10 MB each.` }),
});
export type ChatForm = z.input<typeof chatFormSchema>;

/**
 * A tool page's question (multipart, posted to the page's action at /ai-tools/<slug>): the chat's message, files
 * and the conversation a follow-up continues, as chatFormSchema has them; the page supplies the tool, its type and
 * name. A message that is blank, with no file either, is refused here with the spec's words ('Please provide your
 * question or request.'), so the browser says so before posting; the AI service refuses it again for the API.
 */
export const toolQuestionSchema = chatFormSchema
  .pick({ userInput: true, conversationId: true, attachments: true })
  .superRefine((value, ctx) => {
    const files = value.attachments === undefined ? [] : Array.isArray(value.attachments) ? value.attachments : [value.attachments];
    if (!value.userInput.trim() && files.length === 0) ctx.addIssue({ code: 'custom', path: ['userInput'], message: englishOf(aiMessages.inputRequired) });
  });
export type ToolQuestion = z.output<typeof toolQuestionSchema>;

export const planInputSchema = z.object({ plan: planSchema });
