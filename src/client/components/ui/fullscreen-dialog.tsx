/**
 * A full-screen modal dialog (Radix Dialog: focus trap, Escape closes, aria-labelled by its DialogTitle), for
 * presentations and previews. Use inside <Dialog> from ./dialog, titled with <FullscreenDialogTitle>.
 */
import { useLingui } from '@lingui/react/macro';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { cn } from './cn';
import { returnFocusHandlers } from './return-focus';

export function FullscreenDialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950" />
      <DialogPrimitive.Content
        data-slot="fullscreen-dialog-content"
        className={cn('fixed inset-0 z-50 flex flex-col bg-slate-950 text-white outline-none', className)}
        {...props}
        {...returnFocusHandlers(opener, props)}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={t`Close`}
          className="absolute right-4 top-4 rounded-md p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The full-screen dialog's title (light text on the dark surface). */
export function FullscreenDialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-base font-semibold text-white', className)} {...props} />;
}

/** The full-screen dialog's description (light text on the dark surface). */
export function FullscreenDialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-200', className)} {...props} />;
}
