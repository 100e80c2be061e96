/**
 * One AI tool: icon, name, description, category, the first three features with a '+N more' badge
 * for the rest, a 'Premium' badge when is_premium (a rule the server enforces: the plan table's premiumTools, shared/plans.ts), and 'Use Tool'.
 * 'Use Tool' is a link to the tool's page (/ai-tools/<slug>), which works before and without scripts; once hydrated, a
 * plain click calls `onUse` instead (record the use, open the chat dialog). A click with a modifier key, or the middle
 * button, still opens the page (e.g. in a new tab).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import { Link } from 'react-router';
import { useHydrated } from '~/client/lib/use-hydrated';
import type { AiTool } from '~/shared/ai-api';
import { aiToolPath } from '../ai.links';
import { ToolIcon } from './tool-icon';

/** A card lists this many features, then '+N more'. */
export const CARD_FEATURES = 3;

export function ToolCard({ tool, onUse, disabled }: { tool: AiTool; onUse: (tool: AiTool) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const shown = tool.features.slice(0, CARD_FEATURES);
  const more = tool.features.length - shown.length;
  return (
    <Card className="flex w-full flex-col" data-testid="ai-tool" data-tool-id={tool.id}>
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
            <ToolIcon name={tool.icon} className="h-6 w-6" />
          </span>
          {tool.is_premium ? (
            <Badge className="bg-amber-100 text-amber-900">
              <Crown className="h-3 w-3" aria-hidden />
              <Trans>Premium</Trans>
            </Badge>
          ) : null}
        </div>
        <CardTitle asChild>
          <h2 className="text-xl">{tool.name}</h2>
        </CardTitle>
        <CardDescription>{tool.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <p className="text-sm text-slate-700">
          <span className="sr-only"><Trans>Category:</Trans> </span>
          <Badge variant="secondary">{tool.category}</Badge>
        </p>
        {shown.length ? <ToolFeatures features={shown} className="grid gap-1 text-sm text-slate-800" label={`${tool.name} features`} /> : null}
        {more > 0 ? (
          <p>
            <Badge variant="outline"><Trans>+{more} more</Trans></Badge>
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full aria-disabled:pointer-events-none aria-disabled:opacity-60">
          <Link
            to={aiToolPath(tool.slug)}
            aria-label={t`Use Tool: ${tool.name}`}
            aria-disabled={disabled || undefined}
            onClick={(e) => {
              if (!hydrated || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              if (!disabled) onUse(tool);
            }}
          >
            <Trans>Use Tool</Trans>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** A tool's features as a bulleted list (the card shows the first few, the tool's page all of them). */
export function ToolFeatures({ features, className, label }: { features: readonly string[]; className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <span aria-hidden className="text-blue-700">
            •
          </span>
          {f}
        </li>
      ))}
    </ul>
  );
}
