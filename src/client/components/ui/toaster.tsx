/** Renders the toast store with Radix Toast (accessible, swipe to dismiss). Mounted once in root.tsx. */
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useText } from '~/client/lib/i18n';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, dismissToast, useToasts } from './use-toast';

export function Toaster() {
  const { t } = useLingui();
  const show = useText();
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant ?? 'default'}
          className={
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg ' +
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out ' +
            (item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900')
          }
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{show(item.title)}</Toast.Title>
            {item.description ? <Toast.Description className="text-sm opacity-90">{show(item.description)}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label={t`Close`} className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* aria-live off: Radix announces each toast itself; a live region under a modal is aria-hidden and unfindable.
          On phones toasts sit at the top: at the bottom they covered the message box and Send of a full-screen sheet. */}
      {/* Radix puts the key to reach the toasts in place of {hotkey}. */}
      <Toast.Viewport label={`${t`Notifications`} ({hotkey})`} aria-live="off" className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
