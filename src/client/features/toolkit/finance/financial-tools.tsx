/**
 * The financial tools (spec §2.11): a currency choice (US dollars by default, Indian rupees with lakh/crore
 * grouping, or euros; remembered in this browser) over four tabs — Break-Even, Runway, Valuation, Templates.
 */
import { useEffect, useState } from 'react';
import { Label } from '~/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/client/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from '~/shared/finance';
import { localKeys, readLocal, writeLocal } from '../lib/local-store';
import { type BreakEvenFields, BreakEvenTab } from './break-even-tab';
import { type RunwayFields, RunwayTab } from './runway-tab';
import { TemplatesTab } from './templates-tab';
import { ValuationTab } from './valuation-tab';

export function FinancialTools() {
  const [currency, setCurrency] = useState<CurrencyCode>(DEFAULT_CURRENCY);
  // Calculator inputs live here so they survive switching tabs (Radix unmounts inactive panels).
  const [breakEvenFields, setBreakEvenFields] = useState<BreakEvenFields>({ fixedCosts: '', price: '', variableCost: '' });
  const [runwayFields, setRunwayFields] = useState<RunwayFields>({ funding: '', monthlyBurn: '', monthlyRevenue: '' });

  useEffect(() => {
    const saved = readLocal(localKeys.currency);
    if (isCurrencyCode(saved)) setCurrency(saved);
  }, []);

  return (
    <div className="mt-8">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="currency">Currency</Label>
        <Select
          value={currency}
          onValueChange={(v) => {
            if (!isCurrencyCode(v)) return;
            setCurrency(v);
            writeLocal(localKeys.currency, v);
          }}
        >
          <SelectTrigger id="currency">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CURRENCIES.map((c) => (
              <SelectItem key={c.code} value={c.code}>
                {c.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <Tabs defaultValue="break-even" className="mt-8">
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="break-even">Break-Even</TabsTrigger>
          <TabsTrigger value="runway">Runway</TabsTrigger>
          <TabsTrigger value="valuation">Valuation</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
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
