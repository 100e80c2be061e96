/**
 * The hero's 'Discover Your Path' card: a free-text goal and a skill level (a radio strip:
 * Beginner, Intermediate, Professional). 'Get my path' opens the AI tools page at
 * `/ai-tools?tool=learning-path&goal=<goal>&level=<level>`, where the Learning Path tool starts with that goal
 * (signed-out visitors are asked to sign in there). A blank goal shows an inline message instead.
 */
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { paths } from '~/shared/paths';
import { discoverPath, type SkillLevel, skillLevels } from './home-content';
import { IconBadge } from '~/client/components/ui/icon-badge';

/** The address of the Learning Path tool for `goal` (trimmed, at most 200 characters) at `level`. */
export function learningPathHref(goal: string, level: SkillLevel): string {
  const params = new URLSearchParams({
    tool: discoverPath.tool,
    goal: goal.trim().slice(0, discoverPath.maxGoalLength),
    level,
  });
  return `${paths.aiTools}?${params.toString()}`;
}

export function DiscoverPathCard() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [goal, setGoal] = useState('');
  const [level, setLevel] = useState<SkillLevel>('beginner');
  const [error, setError] = useState(false);
  const id = useId();
  const goalId = `${id}-goal`;
  const errorId = `${id}-goal-error`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!goal.trim()) {
      setError(true);
      document.getElementById(goalId)?.focus();
      return;
    }
    navigate(learningPathHref(goal, level));
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <div className="flex items-center gap-3">
        <IconBadge icon={Sparkles} />
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
          {i18n._(discoverPath.heading)}
        </h2>
      </div>
      <p className="mt-3 text-slate-700">{i18n._(discoverPath.intro)}</p>

      <form method="post" className="mt-6 flex flex-col gap-5" noValidate onSubmit={onSubmit}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={goalId}>{i18n._(discoverPath.goalLabel)}</Label>
          <Input
            id={goalId}
            name="goal"
            className="h-11"
            maxLength={discoverPath.maxGoalLength}
            placeholder={i18n._(discoverPath.goalPlaceholder)}
            value={goal}
            required
            aria-invalid={error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setGoal(e.target.value);
              if (error && e.target.value.trim()) setError(false);
            }}
          />
          {error ? (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {i18n._(discoverPath.goalRequired)}
            </p>
          ) : null}
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{i18n._(discoverPath.levelLegend)}</legend>
          <div className="mt-2 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
            {skillLevels.map((option) => (
              <label key={option.value} className="relative">
                <input
                  type="radio"
                  name="level"
                  value={option.value}
                  checked={level === option.value}
                  onChange={() => setLevel(option.value)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'flex h-10 cursor-pointer items-center justify-center rounded-md px-2 text-sm font-medium text-slate-700 transition-colors',
                    'hover:bg-white/70 peer-checked:bg-white peer-checked:text-blue-800 peer-checked:shadow-sm',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700',
                  )}
                >
                  {i18n._(option.label)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <Button type="submit" size="lg" className="w-full">
          {i18n._(discoverPath.submit)}
          <ArrowRight aria-hidden />
        </Button>
        <p className="text-center text-sm text-slate-700">{i18n._(discoverPath.note)}</p>
      </form>
    </section>
  );
}
