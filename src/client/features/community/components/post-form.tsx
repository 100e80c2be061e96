/**
 * The post form: title, content and category (All is not offered; default General), with
 * character counts. Blank title or content after trimming → 'Validation error' / 'Title and content are required';
 * over the limits (150 / 10,000 characters) → the limit's message next to the field. Used inline to create a post
 * and in the thread to edit one. With scripts it checks the fields and hands them to `onSubmit`; before the scripts
 * run (or without them) a form given an `intent` posts natively to the page's route action (community-actions.ts).
 */
import { formatCount } from '~/shared/finance';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/client/components/ui/button';
import { FieldError } from '~/client/components/ui/form-fields';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { Textarea } from '~/client/components/ui/textarea';
import { toast } from '~/client/components/ui/use-toast';
import { DEFAULT_POST_CATEGORY, POST_CATEGORIES, POST_CONTENT_MAX, POST_TITLE_MAX, communityMessages, postInputSchema, type PostCategory, communityToasts } from '~/shared/community';
import { englishOf } from '~/shared/messages';

export interface PostFormValues {
  title: string;
  content: string;
  category: PostCategory;
}

export type FieldErrors = Partial<Record<'title' | 'content', string>>;

/** The post form's values as a refused form was sent (the page's action answers them, all as text). */
export function postFormValues(sent: Record<string, string>): Partial<PostFormValues> {
  return { title: sent.title ?? '', content: sent.content ?? '', ...(sent.category ? { category: sent.category as PostFormValues['category'] } : {}) };
}

export function PostForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  intent,
  hidden,
  initialErrors,
}: {
  initial?: Partial<PostFormValues>;
  /** Posted as `intent` when the form is sent natively (it then goes to the page's route action). */
  intent?: string;
  /** Further fields a native post carries (e.g. the edited post's `postId`). */
  hidden?: Record<string, string>;
  /** Field errors the server answered for a native post. */
  initialErrors?: FieldErrors;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Called with trimmed, valid values; resolves true when saved (the form then clears itself). */
  onSubmit: (values: PostFormValues) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [category, setCategory] = useState<PostCategory>(
    initial?.category && POST_CATEGORIES.includes(initial.category) ? initial.category : DEFAULT_POST_CATEGORY,
  );
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});

  async function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!title.trim() || !content.trim()) {
      setErrors({
        title: title.trim() ? undefined : englishOf(communityMessages.titleAndContentRequired),
        content: content.trim() ? undefined : englishOf(communityMessages.titleAndContentRequired),
      });
      toast({ ...communityToasts.validation, variant: 'destructive' });
      return;
    }
    const parsed = postInputSchema.safeParse({ title, content, category });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'title' || key === 'content') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      toast({ title: communityMessages.validationTitle, description: Object.values(next)[0] ?? parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    const saved = await onSubmit({ title: parsed.data.title, content: parsed.data.content, category: parsed.data.category });
    if (saved) {
      setTitle('');
      setContent('');
      setCategory(DEFAULT_POST_CATEGORY);
    }
  }

  const titleId = `${id}-title`;
  const contentId = `${id}-content`;
  const categoryId = `${id}-category`;
  const describe = (field: 'title' | 'content') => [`${id}-${field}-count`, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');

  return (
    <form method="post" noValidate onSubmit={handleSubmit} className="grid gap-4">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-2">
        <Label htmlFor={titleId}><Trans>Title</Trans></Label>
        <Input
          id={titleId}
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t`What would you like to discuss?`}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describe('title')}
          autoComplete="off"
        />
        <CharCount id={`${id}-title-count`} length={title.length} max={POST_TITLE_MAX} />
        <FieldError id={`${id}-title-error`}>{errors.title}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={contentId}><Trans>Content</Trans></Label>
        <Textarea
          id={contentId}
          name="content"
          rows={6}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={t`Share your thoughts, questions or ideas. Markdown: **bold**, *italic*, \`code\`, lists, > quotes and links.`}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describe('content')}
        />
        <CharCount id={`${id}-content-count`} length={content.length} max={POST_CONTENT_MAX} />
        <FieldError id={`${id}-content-error`}>{errors.content}</FieldError>
      </div>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={categoryId}><Trans>Category</Trans></Label>
        <select
          id={categoryId}
          name="category"
          value={category}
          onChange={(e) => setCategory(e.target.value as PostCategory)}
          className="flex h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {POST_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function CharCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={id} className={over ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-700'}>
      <Trans>{formatCount(length)} / {formatCount(max)} characters</Trans>
    </p>
  );
}
