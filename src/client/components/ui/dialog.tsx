/**
 * Modal dialog (Radix: focus trap, Escape to close, aria-labelled by its DialogTitle), with a close button.
 *
 * `DialogContent` is a centred box by default. With `sheet`, below Tailwind's `sm` breakpoint it is a full-screen
 * sheet instead (no margin or rounding, as tall as the visible part of the screen, which shrinks when the on-screen
 * keyboard opens; lib/use-visual-viewport.ts), and the centred box from `sm` up: on a 360 px phone a box with
 * margins leaves a long chat or form too little room. While the visible height is under 32rem (a phone with the
 * keyboard up) the sheet carries `data-short`, so its content can hide what can wait (`in-data-[short]:hidden`).
 */
import { useLingui } from '@lingui/react/macro';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { type CSSProperties, type ComponentProps, useRef } from 'react';
import { useVisualViewport } from '~/client/lib/use-visual-viewport';
import { cn } from './cn';
import { returnFocusHandlers } from './return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const CENTRED = 'left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200';
const SHEET_ON_PHONE =
  'inset-x-0 top-[var(--sheet-top,0px)] h-[var(--sheet-height,100dvh)] w-full sm:inset-x-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:border sm:border-slate-200';
/** Below this visible height (CSS pixels) a sheet is marked `data-short`. */
const SHORT_SHEET_PX = 512;

export function DialogContent({ className, children, sheet = false, style, ...props }: ComponentProps<typeof DialogPrimitive.Content> & { sheet?: boolean }) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  const visible = useVisualViewport(sheet);
  const sheetStyle = visible ? ({ '--sheet-height': `${visible.height}px`, '--sheet-top': `${visible.top}px` } as CSSProperties) : undefined;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-short={visible && visible.height < SHORT_SHEET_PX ? '' : undefined}
        className={cn('fixed z-50 grid gap-4 overflow-y-auto bg-white p-6 text-slate-900 shadow-lg', sheet ? SHEET_ON_PHONE : CENTRED, className)}
        style={sheetStyle || style ? { ...sheetStyle, ...style } : undefined}
        {...props}
        {...returnFocusHandlers(opener, props)}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={t`Close`}
          className={cn(
            'absolute rounded-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900',
            // A larger target on a phone sheet, in its corner.
            sheet ? 'right-2 top-2 p-2 sm:right-4 sm:top-4 sm:p-1' : 'right-4 top-4 p-1',
          )}
        >
          <X className="h-4 w-4" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-700', className)} {...props} />;
}
