/** A 'Delete' button that asks for confirmation first (the one ConfirmDialog), for a post or a reply. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '~/client/components/confirm-dialog';
import { Button } from '~/client/components/ui/button';

export function ConfirmDelete({ what, pending, onConfirm }: { what: 'post' | 'reply'; pending: boolean; onConfirm: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const isPost = what === 'post';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="ghost" size="sm" className="text-red-700 hover:text-red-800" disabled={pending}>
          <Trash2 aria-hidden />
          <span aria-hidden>
            <Trans>Delete</Trans>
          </span>
          <span className="sr-only">{isPost ? t`Delete this post` : t`Delete this reply`}</span>
        </Button>
      }
      title={isPost ? t`Delete this post?` : t`Delete this reply?`}
      description={isPost ? t`The post, its replies and its likes will be removed. This cannot be undone.` : t`The reply will be removed. This cannot be undone.`}
      onConfirm={onConfirm}
    />
  );
}
