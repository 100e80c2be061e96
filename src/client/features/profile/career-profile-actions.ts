/**
 * The career profile form's server half, for /welcome and the 'Career profile' section of /profile: the form posted
 * (`intent=career-profile`) is read with the API's `careerProfileInputSchema` (`pageAction`) and saved through the
 * same operation as `PUT /api/me/career-profile`. On /welcome success leads on (`next`); on /profile the section says
 * it is saved. `intent=skip` (only where there is a `next`, /welcome) records the skip and leads on. `beforeNext`
 * runs before leading on, after a save or a skip (/welcome saves a pending skills assessment there). The service
 * refuses a visitor, who is sent to sign in.
 */
import { type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import type { Actor } from '~/server/auth/guards';
import { pageAction } from '~/client/lib/page-action';
import { careerProfileInputSchema } from '~/shared/career-profile';
import { paths } from '~/shared/paths';

export const CAREER_PROFILE_INTENT = 'career-profile';

const saveIntent = careerProfileInputSchema.extend({ intent: z.literal(CAREER_PROFILE_INTENT) });
const saveOrSkip = z.discriminatedUnion('intent', [saveIntent, z.object({ intent: z.literal('skip') })]);

export function careerProfileAction(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  options: { from: string; next?: string; beforeNext?: (actor: Actor) => Promise<unknown> },
) {
  return pageAction(
    args,
    options.next ? saveOrSkip : saveIntent,
    async (value, { actor, services }) => {
      if (value.intent === 'skip') await services.careerProfile.skip({ actor });
      else await services.careerProfile.save({ actor, profile: value });
      if (options.next) await options.beforeNext?.(actor);
      return true as const;
    },
    {
      // On /profile, the reset starts the fields again from what the page's loader now reads: the saved profile.
      redirectTo: () => options.next ?? null,
      refused: (refusal) => (refusal.status === 401 ? redirect(`${paths.signIn}?${new URLSearchParams({ redirect: options.from })}`, 303) : undefined),
    },
  );
}
