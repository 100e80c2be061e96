/**
 * The footer's newsletter box (spec §2.3, §2.12): POST /api/newsletter `{ email }`. On success the button
 * reads 'Sent' and 'Thank you for subscribing!' shows for 3000 ms (spec §9), then the box clears and the
 * button returns to 'Subscribe'. On failure an 'Error' toast shows the server's message.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { toast } from '~/client/components/ui/use-toast';
import { apiFetch } from '~/client/lib/api';
import { authMessages, toastTitles } from '~/shared/messages';

/** Spec §9: how long the newsletter confirmation stays before the form resets. */
export const NEWSLETTER_CONFIRMATION_MS = 3000;

export const newsletterTexts = {
  label: 'Email address',
  placeholder: 'you@example.com',
  subscribe: 'Subscribe',
  sent: 'Sent',
  thanks: 'Thank you for subscribing!',
} as const;

type Status = 'idle' | 'sending' | 'sent';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status !== 'idle') return;
    setStatus('sending');
    try {
      await apiFetch('/api/newsletter', { method: 'POST', json: { email } });
      setStatus('sent');
      timer.current = setTimeout(() => {
        setEmail('');
        setStatus('idle');
      }, NEWSLETTER_CONFIRMATION_MS);
    } catch (err) {
      setStatus('idle');
      toast({
        title: toastTitles.error,
        description: err instanceof Error ? err.message : authMessages.genericFailure,
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{newsletterTexts.label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={newsletterTexts.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={status !== 'idle'} aria-busy={status === 'sending'}>
          {status === 'sent' ? newsletterTexts.sent : newsletterTexts.subscribe}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-green-800">
        {status === 'sent' ? newsletterTexts.thanks : ''}
      </p>
    </form>
  );
}
