/** A 'Delete' button that asks for confirmation first (the one ConfirmDialog), for a post or a reply. */
import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '~/client/components/confirm-dialog';
import { Button } from '~/client/components/ui/button';

export function ConfirmDelete({ what, pending, onConfirm }: { what: 'post' | 'reply'; pending: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="ghost" size="sm" className="text-red-700 hover:text-red-800" disabled={pending}>
          <Trash2 aria-hidden />
          <Trans>Delete<span className="sr-only"> this {what}</span></Trans>
        </Button>
      }
      title={`Delete this ${what}?`}
      description={`${what === 'post' ? 'The post, its replies and its likes will be removed.' : 'The reply will be removed.'} This cannot be undone.`}
      onConfirm={onConfirm}
    />
  );
}
