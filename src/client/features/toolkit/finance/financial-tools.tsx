/**
 * The financial tools: a currency choice (Indian rupees with lakh/crore grouping until the person
 * chooses, US dollars or euros) over four tabs — Break-Even, Runway, Valuation, Templates.
 *
 * The choice is a form posted to the route's action, which remembers it in a cookie the loader reads, so the page
 * is rendered on the server in the chosen currency (no flash of another one). Without scripts the form has a
 * button; once hydrated, changing the select posts it in the background and the amounts follow at once.
 */
import type { Text } from '~/shared/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Message } from '~/client/lib/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { FormError } from '~/client/components/ui/form-fields';
import { Label } from '~/client/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import { usePageForm } from '~/client/lib/use-page-form';
import { useUrlTab } from '~/client/lib/use-url-tab';
import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '~/shared/finance';
import { type BreakEvenFields, BreakEvenTab } from './break-even-tab';
import { type RunwayFields, RunwayTab } from './runway-tab';
import { TemplatesTab } from './templates-tab';
import { ValuationTab } from './valuation-tab';

const FINANCE_TABS = ['break-even', 'runway', 'valuation', 'templates'] as const;
const FINANCE_TAB_LABELS: Record<(typeof FINANCE_TABS)[number], MessageDescriptor> = { 'break-even': msg`Break-Even`, runway: msg`Runway`, valuation: msg`Valuation`, templates: msg`Templates` };

/** What the currency form's action answers: the currency now remembered, or why it was refused. */
export type CurrencyOutcome = { ok: true; currency: CurrencyCode } | { ok: false; message: Text };

/** `currency`: the person's remembered choice, from the route's loader. */
export function FinancialTools({ currency: saved }: { currency: CurrencyCode }) {
  const { fetcher, hydrated, enhancedField, outcome, pageOutcome } = usePageForm<CurrencyOutcome>();
  // While the choice is being saved (and the loader runs again), the amounts already use it.
  const pending = fetcher.formData?.get('currency');
  const currency = isCurrencyCode(pending) ? pending : saved;
  const refused = [outcome, pageOutcome].find((o) => o && !o.ok);
  // Calculator inputs live here so they survive switching tabs (Radix unmounts inactive panels).
  // The tab is in the address (`?tab=runway`): a reload or a shared link opens the same calculator.
  const { tab, searchFor, show } = useUrlTab(FINANCE_TABS, 'break-even');
  const [breakEvenFields, setBreakEvenFields] = useState<BreakEvenFields>({ fixedCosts: '', price: '', variableCost: '' });
  const [runwayFields, setRunwayFields] = useState<RunwayFields>({ funding: '', monthlyBurn: '', monthlyRevenue: '' });

  return (
    <div className="mt-8">
      <fetcher.Form method="post" className="flex max-w-md flex-wrap items-end gap-3">
        {enhancedField}
        <div className="grid w-full max-w-xs gap-2">
          <Label htmlFor="currency"><Trans>Currency</Trans></Label>
          <select
            id="currency"
            name="currency"
            defaultValue={saved}
            className="flex h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
            onChange={(e) => fetcher.submit(e.currentTarget.form)}
          >
            {CURRENCIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {/* Without scripts the choice is sent with this button; once hydrated, choosing sends it. */}
        {hydrated ? null : (
          <Button type="submit" variant="outline">
            <Trans>Use this currency</Trans>
          </Button>
        )}
        {refused && !refused.ok ? <FormError message={refused.message} /> : null}
      </fetcher.Form>

      <Tabs value={tab} onValueChange={show} className="mt-8">
        <TabsList className="h-auto flex-wrap justify-start">
          {FINANCE_TABS.map((t) => (
            <TabsTrigger key={t} value={t} asChild>
              <Link to={{ search: searchFor(t) }} replace preventScrollReset>
                <Message text={FINANCE_TAB_LABELS[t]} />
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="break-even">
          <BreakEvenTab currency={currency} fields={breakEvenFields} onChange={setBreakEvenFields} />
        </TabsContent>
        <TabsContent value="runway">
          <RunwayTab currency={currency} fields={runwayFields} onChange={setRunwayFields} />
        </TabsContent>
        <TabsContent value="valuation">
          <ValuationTab currency={currency} />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab currency={currency} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
