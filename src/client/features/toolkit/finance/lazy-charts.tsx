/**
 * Chart components loaded on demand (React.lazy + dynamic import), rendered only in the browser after hydration:
 * Recharts stays out of the route's first-load bundle and out of the prerendered HTML.
 */
import { Trans } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, Suspense, lazy } from 'react';
import { useHydrated } from '~/client/lib/use-hydrated';
import type { BreakEvenChartProps } from './charts';

const BreakEvenChartLazy = lazy(() => import('./charts').then((m) => ({ default: m.BreakEvenChart })));
const RunwayChartLazy = lazy(() => import('./charts').then((m) => ({ default: m.RunwayChart })));

function ChartFrame({ caption, children }: { caption: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <figure className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-slate-900">{caption}</figcaption>
      <div className="mt-2 h-[300px]">
        {hydrated ? (
          <Suspense fallback={<p className="text-sm text-slate-700"><Trans>Loading chart…</Trans></p>}>{children}</Suspense>
        ) : null}
      </div>
    </figure>
  );
}

export function BreakEvenChart(props: BreakEvenChartProps & { caption: string }) {
  const { caption, ...rest } = props;
  return (
    <ChartFrame caption={caption}>
      <BreakEvenChartLazy {...rest} />
    </ChartFrame>
  );
}

export function RunwayChart(props: ComponentProps<typeof RunwayChartLazy> & { caption: string }) {
  const { caption, ...rest } = props;
  return (
    <ChartFrame caption={caption}>
      <RunwayChartLazy {...rest} />
    </ChartFrame>
  );
}
