/**
 * The ChangeTalks admin form: its schema (title, speaker name and event date required; an empty time means 18:00),
 * how a posted form's values become the schema's input, and what a refused form answers. Shared by the admin portal,
 * its page action and the API. Kept apart from talks.ts so the public talks page does not load zod.
 */
import { z } from 'zod';
import { zodError } from './messages';
import { EVENT_TYPES, talkMessages } from './talks';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const httpsUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || /^\/api\/uploads\/[0-9a-f-]{36}$/.test(v), {
    ...zodError(talkMessages.httpsOrUpload),
  })
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** The admin form (title, speaker_name and event_date required; empty time = 18:00). */
export const talkInputSchema = z.object({
  title: z.string(zodError(talkMessages.titleRequired)).trim().min(1, zodError(talkMessages.titleRequired)).max(200),
  description: optionalText(5000),
  speaker_name: z.string(zodError(talkMessages.speakerRequired)).trim().min(1, zodError(talkMessages.speakerRequired)).max(120),
  speaker_role: optionalText(160),
  speaker_image: httpsUrl,
  /** Date part, YYYY-MM-DD, in the platform time zone. */
  event_date: z.string(zodError(talkMessages.dateRequired)).regex(/^\d{4}-\d{2}-\d{2}$/, zodError(talkMessages.dateRequired)),
  /** HH:MM in the platform time zone; empty = 18:00. */
  event_time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, zodError(talkMessages.timeFormat))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  location: optionalText(200),
  event_type: z.enum(EVENT_TYPES).default('upcoming'),
  image_url: httpsUrl,
  category: optionalText(80),
  is_featured: z.boolean().default(false),
  rating: z.coerce.number().min(0).max(5).optional().nullable(),
  duration: optionalText(40),
  capacity: z.coerce.number().int().min(1).max(100_000).optional().nullable(),
  recording_url: httpsUrl,
  /** The online talk's join link (Zoom, Google Meet, YouTube Live…): only registrants get it. */
  join_url: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), zodError(talkMessages.joinUrlHttps))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type TalkInput = z.input<typeof talkInputSchema>;

/**
 * The talk form's values as talkInputSchema takes them: rating and capacity empty → null, the checkbox as a
 * boolean. Used by the dialog (state) and by the dashboard's action (a natively posted form, `is_featured` 'on').
 */
export function talkInputFromForm(values: Record<string, unknown>) {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return {
    ...values,
    rating: text('rating').trim() === '' ? null : text('rating').trim(),
    capacity: text('capacity').trim() === '' ? null : text('capacity').trim(),
    is_featured: values.is_featured === true || values.is_featured === 'on',
  };
}

/** What a natively posted talk form answers when refused: the values as sent and the first error per field. */
export interface TalkFormRefusal {
  talkId: string | null;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
}
