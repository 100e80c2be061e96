/**
 * The dashboard's AI Chats list: the user's saved conversations (title, tool, last activity), each a link
 * that reopens it in the /ai-tools dialog (`?conversation=<id>`), most recent first: five, then all on request.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { TOOL_TYPE_LABELS } from '~/shared/ai';
import { paths } from '~/shared/paths';
import { useConversations } from '../api/get-conversations';
import { formatConversationDate } from '../ai.format';
import { useLocale, useText } from '~/client/lib/i18n';

/** How many conversations the card lists. */
export const RECENT_CONVERSATIONS = 5;

export function conversationHref(id: string): string {
  return `${paths.aiTools}?conversation=${encodeURIComponent(id)}`;
}

export function RecentConversations() {
  const locale = useLocale();
  const { t } = useLingui();
  const text = useText();
  const conversations = useConversations(true);
  const [all, setAll] = useState(false);
  if (conversations.isPending) {
    return (
      <p role="status" className="text-sm text-slate-700">
        <Trans>Loading your conversations...</Trans>
      </p>
    );
  }
  if (conversations.isError) return <p className="text-sm text-slate-700"><Trans>Your conversations could not be loaded.</Trans></p>;
  if (!conversations.data.length) return <p className="text-sm text-slate-700"><Trans>No conversations yet. Open an AI tool to start one.</Trans></p>;
  const shown = all ? conversations.data : conversations.data.slice(0, RECENT_CONVERSATIONS);
  const more = conversations.data.length - shown.length;
  return (
    <div className="grid gap-2">
      <ul className="grid gap-3" aria-label={t`Your AI conversations`}>
        {shown.map((c) => (
          <li key={c.id} className="flex gap-2 text-sm">
            <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden />
            <div className="min-w-0">
              <Link to={conversationHref(c.id)} className="block truncate font-medium text-blue-700 underline-offset-2 hover:underline" data-testid="conversation-link">
                {c.title}
              </Link>
              <p className="text-slate-700">
                {c.tool_name ?? text(TOOL_TYPE_LABELS[c.tool_type])} · <time dateTime={c.updated_at}>{formatConversationDate(c.updated_at, undefined, locale)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <div>
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setAll(true)}>
            <Trans>Show all {conversations.data.length} conversations</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
