/**
 * The footer's newsletter box: POST /api/newsletter `{ email }` answers
 * `{ pending: true }` and e-mails a double opt-in link. On success the button reads 'Sent' and
 * 'Thank you for subscribing!' shows for 3000 ms, then the box clears and the button returns to
 * 'Subscribe'; 'Check your inbox to confirm your subscription.' stays until the visitor types again.
 * On failure an 'Error' toast shows the server's message.
 *
 * The confirm and unsubscribe links are server redirects to `/?newsletter=confirmed|unsubscribed|invalid`;
 * this component (in the footer of every page) shows the matching toast once and drops the parameter.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { toast, type ToastInput } from '~/client/components/ui/use-toast';
import { api, ok } from '~/client/lib/api';
import { formMessages } from '~/shared/form-messages';
import { authMessages, toastTitles } from '~/shared/messages';
import { Message } from '~/client/lib/i18n';

/** How long the newsletter confirmation stays before the form resets. */
export const NEWSLETTER_CONFIRMATION_MS = 3000;

export const newsletterTexts = {
  label: /*i18n*/ { id: 'newsletter.label', message: 'Email address' },
  placeholder: 'you@example.com',
  subscribe: /*i18n*/ { id: 'newsletter.subscribe', message: 'Subscribe' },
  sent: formMessages.newsletterSent,
  thanks: formMessages.newsletterThanks,
  confirm: formMessages.newsletterConfirmSent,
} as const;

/** Toasts for the outcome of a confirm or unsubscribe link, or of the box posted without scripts (`?newsletter=`). */
export const newsletterLinkToasts: Record<string, ToastInput> = {
  sent: { title: toastTitles.success, description: formMessages.newsletterConfirmSent },
  'invalid-email': { title: toastTitles.error, description: /*i18n*/ { id: 'newsletter.invalid-email', message: 'Please enter a valid email' }, variant: 'destructive' },
  failed: { title: toastTitles.error, description: authMessages.genericFailure, variant: 'destructive' },
  confirmed: {
    title: /*i18n*/ { id: 'newsletter.confirmed.title', message: 'Subscription confirmed' },
    description: /*i18n*/ { id: 'newsletter.confirmed.description', message: "You're subscribed to the ChangePath newsletter. Welcome aboard!" },
  },
  unsubscribed: {
    title: /*i18n*/ { id: 'newsletter.unsubscribed.title', message: 'Unsubscribed' },
    description: /*i18n*/ { id: 'newsletter.unsubscribed.description', message: "You won't receive the ChangePath newsletter any more." },
  },
  invalid: {
    title: /*i18n*/ { id: 'newsletter.invalid.title', message: 'Link not valid' },
    description: /*i18n*/ { id: 'newsletter.invalid.description', message: 'This newsletter link is invalid or has expired. Please subscribe again.' },
    variant: 'destructive',
  },
};

type Status = 'idle' | 'sending' | 'sent';

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  const location = useLocation();
  const backTo = useHref(location.pathname);
  const navigate = useNavigate();

  useEffect(() => () => clearTimeout(timer.current), []);

  // The outcome of an e-mailed confirm/unsubscribe link: toast once, then remove the parameter from the URL.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const outcome = params.get('newsletter');
    if (!outcome) return;
    const t = newsletterLinkToasts[outcome];
    if (t) toast(t);
    params.delete('newsletter');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (status !== 'idle') return;
    setStatus('sending');
    setPending(false);
    try {
      const res = await ok(api.newsletter.$post({ json: { email } }));
      setStatus('sent');
      setPending(res?.pending !== false);
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

  // Posted without scripts, the box comes back with `?newsletter=`: the server-rendered page says what happened.
  const linkOutcome = newsletterLinkToasts[new URLSearchParams(location.search).get('newsletter') ?? ''];
  return (
    <form method="post" action="/newsletter" id="newsletter" onSubmit={onSubmit} className="flex flex-col gap-2">
      {/* With the language prefix: the page to come back to, in the language it was read in. */}
      <input type="hidden" name="back" value={backTo} />
      <Label htmlFor={inputId}>
        <Message text={newsletterTexts.label} />
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={newsletterTexts.placeholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (status === 'idle') setPending(false);
          }}
        />
        <Button type="submit" disabled={status !== 'idle'} aria-busy={status === 'sending'}>
          <Message text={status === 'sent' ? newsletterTexts.sent : newsletterTexts.subscribe} />
        </Button>
      </div>
      <div role="status" className="min-h-5 text-sm font-medium text-green-800">
        {status === 'sent' ? (
          <p>
            <Message text={newsletterTexts.thanks} />
          </p>
        ) : null}
        {pending ? (
          <p className="font-normal text-slate-700">
            <Message text={newsletterTexts.confirm} />
          </p>
        ) : null}
        {linkOutcome && status === 'idle' && !pending ? <p className="font-normal text-slate-700"><Message text={linkOutcome.description} /></p> : null}
      </div>
    </form>
  );
}
