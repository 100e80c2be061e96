/**
 * A tool page's question form: a message box (and, for the Resume Reviewer, a file input for the CV), posted to the
 * page's action (`/ai-tools/<slug>`, multipart when it carries files), which asks the AI service and redirects to the
 * conversation once the whole answer is saved. It works before and without scripts (`useSchemaForm`: the same zod
 * schema, toolQuestionSchema, checks it in the browser and in the action). `conversationId` makes it a follow-up
 * in that conversation. Refusals come back in the form with what to do next: a blank message ('Input Required'),
 * the day's allowance used up (when it comes back, and the plans), too many messages, a Premium tool on the free
 * plan (the plans), the model failing.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { TextAreaField, TextField } from '~/client/components/ui/form-fields';
import { fieldProps, useSchemaForm } from '~/client/lib/use-page-form';
import { ATTACHMENT_ACCEPT, MAX_USER_INPUT, aiMessages } from '~/shared/ai';
import { englishOf } from '~/shared/messages';
import { type AiTool, type Allowance, toolQuestionSchema } from '~/shared/ai-api';
import type { ErrorCode } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { checkoutPath } from '~/shared/plans';
import { formatResetTime } from '../ai.format';
import { aiToolPath } from '../ai.links';
import { TOOL_GUIDES } from '../tool-guides';
import { Message, useLocale, useText } from '~/client/lib/i18n';

/** The tools whose form takes files: the one that reads a CV. */
const TAKES_FILES = new Set<AiTool['tool_type']>(['resume']);

export function ToolQuestionForm({ tool, allowance, conversationId }: { tool: AiTool; allowance: Allowance; conversationId?: string }) {
  const { t } = useLingui();
  const toolName = tool.name;
  const example = TOOL_GUIDES[tool.tool_type].examples[0];
  const text = useText();
  const followUp = !!conversationId;
  const { fetcher, form, fields, onSubmit, formError, refusal, busy, enhancedField } = useSchemaForm(followUp ? 'tool-follow-up' : 'tool-question', toolQuestionSchema);
  const withFiles = TAKES_FILES.has(tool.tool_type);
  const inputError = fields.userInput.errors?.[0];
  return (
    <fetcher.Form
      method="post"
      encType={withFiles ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      id={form.id}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={followUp ? t`Ask ${toolName} a follow-up question` : t`Ask ${toolName}`}
    >
      {enhancedField}
      {conversationId ? <input type="hidden" name="conversationId" value={conversationId} /> : null}
      <TextAreaField
        key={fields.userInput.key}
        {...fieldProps(fields.userInput)}
        // The spec's refusal of a blank message has a title and a text; on a page they read as one sentence.
        error={inputError === englishOf(aiMessages.inputRequired) ? `${text(aiMessages.inputRequiredTitle)}: ${text(aiMessages.inputRequired)}` : inputError}
        label={followUp ? t`Your follow-up question` : t`Your question`}
        rows={followUp ? 3 : 5}
        maxLength={MAX_USER_INPUT}
        placeholder={t`e.g. ${example}`}
      />
      {withFiles ? (
        <TextField
          key={fields.attachments.key}
          {...fieldProps(fields.attachments)}
          defaultValue={undefined}
          label={followUp ? t`Attach a new version of your CV (optional)` : t`Your CV`}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          hint={followUp ? t`PDF, DOCX or TXT (or an image), up to 10 MB each. A file in a follow-up uses one of the day’s uses.` : t`PDF, DOCX or TXT (or an image), up to 10 MB each.`}
          className="[&_input]:h-auto [&_input]:py-1.5"
        />
      ) : null}
      {formError ? <Refusal message={formError} code={refusal?.code ?? null} allowance={allowance} slug={tool.slug} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          <Send aria-hidden />
          {busy ? t`Thinking...` : followUp ? t`Send follow-up` : t`Ask ${toolName}`}
        </Button>
        {busy ? (
          <p role="status" className="text-sm text-slate-700">
            <Trans>Writing your answer…</Trans>
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** A refusal of the service, titled as the chat's errors are (spec: 'AI Mentor Error'), with what to do next. */
function Refusal({ message, code, allowance, slug }: { message: string; code: ErrorCode | null; allowance: Allowance; slug: string }) {
  const resetsAt = formatResetTime(allowance, useLocale());
  const outOfUses = code === 'rate_limited' && allowance.remaining === 0;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold"><Message text={aiMessages.mentorError} /></p>
      <p className="mt-1">{message}</p>
      {code === 'plan_required' ? (
        <p className="mt-2">
          <Link to={checkoutPath()} className="font-medium text-blue-800 underline underline-offset-2">
            <Trans>Get Premium</Trans>
          </Link>
          {' · '}
          <Link to={paths.pricing} className="font-medium text-blue-800 underline underline-offset-2">
            <Trans>See all plans</Trans>
          </Link>
        </p>
      ) : outOfUses ? (
        <p className="mt-2">
          <Trans>Your free uses come back at {resetsAt}.{' '}
          <Link to={checkoutPath()} className="font-medium text-blue-800 underline underline-offset-2">
            Get Premium for unlimited AI
          </Link>
          {' · '}
          <Link to={paths.pricing} className="font-medium text-blue-800 underline underline-offset-2">
            See all plans
          </Link></Trans>
        </p>
      ) : code === 'unauthorized' ? (
        <p className="mt-2">
          <Link to={`${paths.signIn}?redirect=${aiToolPath(slug)}`} className="font-medium text-blue-800 underline underline-offset-2">
            <Trans>Sign in to use this tool</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
