/** Addresses of the AI tools' pages: a tool's own page, a conversation on it, and the catalogue's chat dialog. */
import { paths } from '~/shared/paths';

/** `/ai-tools/<slug>`: what the tool does, and its question form. */
export function aiToolPath(slug: string): string {
  return paths.aiTool.replace(':slug', encodeURIComponent(slug));
}

/** A conversation shown on its tool's page, scrolled to the newest question (`#latest`). */
export function aiToolConversationPath(slug: string, conversationId: string): string {
  return `${aiToolPath(slug)}?conversation=${encodeURIComponent(conversationId)}#latest`;
}

/** The catalogue with the tool's chat dialog open (`?tool=<slug>`), or a conversation reopened in it. */
export function aiToolChatPath(slug: string, conversationId?: string | null): string {
  return conversationId ? `${paths.aiTools}?conversation=${encodeURIComponent(conversationId)}` : `${paths.aiTools}?tool=${encodeURIComponent(slug)}`;
}
