/** A 'Delete' button that asks for confirmation first (Radix AlertDialog), for a post or a reply. */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/client/components/ui/alert-dialog';
import { Button } from '~/client/components/ui/button';

export function ConfirmDelete({ what, pending, onConfirm }: { what: 'post' | 'reply'; pending: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="text-red-700 hover:text-red-800" disabled={pending}>
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> this {what}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this {what}?</AlertDialogTitle>
          <AlertDialogDescription>
            {what === 'post' ? 'The post, its replies and its likes will be removed.' : 'The reply will be removed.'} This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
