/**
 * The words of a person's AI allowance, in the page's language. Apart from ai.format.ts because it uses Lingui's
 * macros, which only the web build compiles (the browser tests import ai.format.ts as it is).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Allowance } from '~/shared/ai-api';

/** The allowance line of the chat dialog in the page's language (`i18n`): '2 of 3 uses left today' or 'Unlimited (Premium plan)'. */
export function allowanceText(allowance: Allowance, i18n: I18n): string {
  if (allowance.limit === null) {
    const plan = `${allowance.plan.charAt(0).toUpperCase()}${allowance.plan.slice(1)}`;
    return i18n._(msg`Unlimited (${plan} plan)`);
  }
  const remaining = allowance.remaining ?? 0;
  const limit = allowance.limit;
  return i18n._(msg`${remaining} of ${limit} uses left today`);
}

