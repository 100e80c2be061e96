/**
 * The one confirmation dialog: asks before something that cannot be undone — deleting a post, a talk, a
 * mentor, a saved document or a conversation, or cancelling a session. Radix AlertDialog underneath, so focus is
 * trapped, Escape cancels and the question is announced.
 *
 * Either give a `trigger` (the button that opens it) or control it with `open`/`onOpenChange`.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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

export interface ConfirmDialogProps {
  /** The question: 'Delete this post?'. */
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  /** The confirming button's label (default 'Delete'). */
  confirmLabel?: string;
  /** The button that changes nothing (default 'Cancel'). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Disables the confirming button (the action is already under way). */
  pending?: boolean;
  /** The element that opens the dialog (rendered through Radix's `asChild`). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function ConfirmDialog({ title, description, confirmLabel, cancelLabel, onConfirm, pending, trigger, open, onOpenChange }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? t`Cancel`}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm} disabled={pending}>
            {confirmLabel ?? t`Delete`}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
