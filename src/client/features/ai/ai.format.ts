/**
 * Display helpers and the catalogue's filter rule for the AI tools feature; dates through the one formatter
 * (src/shared/date-format.ts). The filter is one function for the server's render of `?q=&category=` (the search
 * form without scripts) and the browser's filtering as the person types.
 */
import type { AiTool, Allowance } from '~/shared/ai-api';
import { dateFormats } from '~/shared/date-format';
import { type Locale, defaultLocale } from '~/shared/locales';

/** A message's time, e.g. '3:24 pm IST', in the platform time zone and the page's language (default English). */
export function formatMessageTime(iso: string, timeZone?: string, locale: Locale = defaultLocale): string {
  return dateFormats(locale).formatTime(iso, timeZone);
}

/** A conversation's last-updated day, e.g. '12 Mar 2026', in the page's language (default English). */
export function formatConversationDate(iso: string, timeZone?: string, locale: Locale = defaultLocale): string {
  return dateFormats(locale).formatShortDate(iso, timeZone);
}

/** The next reset of the allowance in the allowance's own time zone, with its short name ('12:00 am IST'). */
export function formatResetTime(allowance: Pick<Allowance, 'resetsAt' | 'timeZone'>, locale: Locale = defaultLocale): string {
  return dateFormats(locale).formatTime(allowance.resetsAt, allowance.timeZone);
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

/** The category button that shows every tool ('All', before each category present). */
export const ALL_TOOL_CATEGORIES = 'All';
/** Longest search text taken from the URL (`?q=`); longer is cut. */
export const TOOL_SEARCH_MAX = 100;

/** The category in effect: `category` when a tool has it, else 'All' (an old or mistyped link shows every tool). */
export function activeToolCategory(tools: AiTool[], category: string | null | undefined): string {
  return category && toolCategories(tools).includes(category) ? category : ALL_TOOL_CATEGORIES;
}

/** The tools of the category in effect (activeToolCategory) that match the search text (matchesToolSearch), in catalogue order. */
export function filterTools(tools: AiTool[], filters: { q: string; category: string | null | undefined }): AiTool[] {
  const category = activeToolCategory(tools, filters.category);
  return tools.filter((t) => (category === ALL_TOOL_CATEGORIES || t.category === category) && matchesToolSearch(t, filters.q));
}
