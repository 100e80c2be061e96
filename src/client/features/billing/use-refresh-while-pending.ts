/**
 * While a payment waits for Razorpay's confirmation, the page loads its data again every 3 seconds for a minute
 * (the webhook usually comes within seconds); without scripts the page's meta refresh does the same.
 */
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

export function useRefreshWhilePending(pending: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      if (++tries > 20) window.clearInterval(timer);
      else if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [pending, revalidator]);
}
