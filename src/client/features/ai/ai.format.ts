/** Display helpers for the AI tools feature; dates through the one formatter (src/shared/date-format.ts). */
import type { AiTool, Allowance } from '~/shared/ai';
import { formatShortDate, formatTime } from '~/shared/date-format';

/** A message's time, e.g. '3:24 pm IST', in the platform time zone (spec §2.8). */
export function formatMessageTime(iso: string, timeZone?: string): string {
  return formatTime(iso, timeZone);
}

/** A conversation's last-updated day, e.g. '12 Mar 2026'. */
export function formatConversationDate(iso: string, timeZone?: string): string {
  return formatShortDate(iso, timeZone);
}

/** The next reset of the allowance in the allowance's own time zone, with its short name ('12:00 am IST'). */
export function formatResetTime(allowance: Pick<Allowance, 'resetsAt' | 'timeZone'>): string {
  return formatTime(allowance.resetsAt, allowance.timeZone);
}

/** The allowance line of the chat dialog: '2 of 3 uses left today' or 'Unlimited (Premium plan)'. */
export function allowanceText(allowance: Allowance): string {
  if (allowance.limit === null) return `Unlimited (${allowance.plan.charAt(0).toUpperCase()}${allowance.plan.slice(1)} plan)`;
  return `${allowance.remaining ?? 0} of ${allowance.limit} uses left today`;
}

/** True when `tool` matches the search text by name, description or category (case-insensitive). */
export function matchesToolSearch(tool: AiTool, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [tool.name, tool.description, tool.category].some((field) => field.toLowerCase().includes(q));
}

/** The categories present in `tools`, in first-seen order. */
export function toolCategories(tools: AiTool[]): string[] {
  return [...new Set(tools.map((t) => t.category))];
}
