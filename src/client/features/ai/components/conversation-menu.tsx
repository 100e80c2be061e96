/**
 * The chat dialog's conversation menu: Rename (an inline form) and Delete (after a confirmation) for a
 * saved conversation. Disabled until the conversation exists (its first reply has started).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '~/client/components/confirm-dialog';
import { Button } from '~/client/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/client/components/ui/dropdown-menu';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { toast } from '~/client/components/ui/use-toast';
import { toastTitles } from '~/shared/messages';
import { useDeleteConversation } from '../api/delete-conversation';
import { useRenameConversation } from '../api/rename-conversation';

export function ConversationMenu({
  conversationId,
  title,
  onRenamed,
  onDeleted,
}: {
  conversationId: string | null;
  title: string;
  onRenamed: (title: string) => void;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(title);
  const [confirming, setConfirming] = useState(false);
  const skipFocusReturn = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  function endRename() {
    setRenaming(false);
    // The form goes away with the focused control in it: give focus back to the menu button.
    requestAnimationFrame(() => triggerRef.current?.focus());
  }

  function startRename() {
    skipFocusReturn.current = true;
    setDraft(title);
    setRenaming(true);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next = draft.trim();
    if (!conversationId || !next) return;
    rename.mutate(
      { id: conversationId, title: next.slice(0, 120) },
      {
        onSuccess: () => {
          onRenamed(next.slice(0, 120));
          endRename();
          toast({ title: t`Conversation renamed` });
        },
        onError: (error) => toast({ title: toastTitles.error, description: error.message, variant: 'destructive' }),
      },
    );
  }

  function onDelete() {
    if (!conversationId) return;
    remove.mutate(conversationId, {
      onSuccess: () => {
        toast({ title: t`Conversation deleted` });
        onDeleted();
      },
      onError: (error) => toast({ title: toastTitles.error, description: error.message, variant: 'destructive' }),
    });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={triggerRef} variant="ghost" size="icon" className="h-8 w-8" aria-label={t`Conversation options`} disabled={!conversationId}>
            <EllipsisVertical className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(e) => {
            if (skipFocusReturn.current) e.preventDefault();
            skipFocusReturn.current = false;
          }}
        >
          <DropdownMenuItem onSelect={startRename}>
            <Pencil aria-hidden />
            <Trans>Rename</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            <Trans>Delete</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {renaming ? (
        <form method="post" onSubmit={onSubmit} className="flex w-full flex-wrap items-end gap-2" aria-label={t`Rename conversation`}>
          <div className="grid min-w-48 flex-1 gap-1">
            <Label htmlFor="conversation-title" className="text-xs text-slate-700">
              <Trans>Conversation title</Trans>
            </Label>
            <Input
              id="conversation-title"
              className="h-9"
              value={draft}
              maxLength={120}
              autoFocus
              onChange={(e) => setDraft(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={rename.isPending || !draft.trim()}>
            <Trans>Save</Trans>
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={endRename}>
            <Trans>Cancel</Trans>
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete this conversation?`}
        description={t`“${title}” and all its messages will be removed. This cannot be undone.`}
        onConfirm={onDelete}
        pending={remove.isPending}
      />
    </>
  );
}
