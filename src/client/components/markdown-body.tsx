/**
 * The one Markdown renderer (blog articles, course lessons): a Markdown document as HTML: GitHub-flavoured Markdown (tables, lists, strikethrough), sanitised with
 * rehype-sanitize's default (GitHub) schema so the page never renders raw HTML from a file. Headings are shifted so
 * the body never adds a second <h1> under the article's title.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Element, ElementContent } from 'hast';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

type AnchorProps = ComponentProps<'a'> & { node?: unknown };

function MarkdownLink({ href = '', children, node: _node, ...rest }: AnchorProps) {
  const cls = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900';
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={cls}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} className={cls} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external ? <span className="sr-only"> <Trans>(opens in a new tab)</Trans></span> : null}
    </a>
  );
}

/** The header cells of a Markdown table's hast node, for its name ('Item, Amount'), or '' when it has none. */
function tableHeadings(node: Element | undefined): string {
  const text = (n: ElementContent): string =>
    n.type === 'text' ? n.value : n.type === 'element' ? n.children.map(text).join('') : '';
  const headers: string[] = [];
  const visit = (n: ElementContent) => {
    if (n.type !== 'element') return;
    if (n.tagName === 'th') headers.push(text(n).trim());
    else if (n.tagName !== 'tbody') n.children.forEach(visit);
  };
  node?.children.forEach(visit);
  return headers.filter(Boolean).join(', ');
}

/** A Markdown table in a box that scrolls sideways by itself, named 'Table: Item, Amount' in the page's language. */
function ScrollingTable({ node, ...p }: ComponentProps<'table'> & { node?: Element }) {
  const { t } = useLingui();
  const headings = tableHeadings(node);
  return (
    // Focusable so keyboard users can scroll a wide table (WCAG 2.1.1); named after its column headings so that
    // several tables on one page stay distinguishable.
    <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={headings ? t`Table: ${headings}` : t`Table: data`}>
      <table className="w-full border-collapse text-left text-sm" {...p} />
    </div>
  );
}

const components: Components = {
  h1: ({ node: _n, ...p }) => <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900" {...p} />,
  h2: ({ node: _n, ...p }) => <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900" {...p} />,
  h3: ({ node: _n, ...p }) => <h3 className="mt-8 text-xl font-semibold text-slate-900" {...p} />,
  h4: ({ node: _n, ...p }) => <h4 className="mt-6 text-lg font-semibold text-slate-900" {...p} />,
  p: ({ node: _n, ...p }) => <p className="mt-4 leading-7" {...p} />,
  ul: ({ node: _n, ...p }) => <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-slate-500" {...p} />,
  ol: ({ node: _n, ...p }) => <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 marker:text-slate-600" {...p} />,
  blockquote: ({ node: _n, ...p }) => (
    <blockquote className="mt-6 border-l-4 border-blue-700 bg-blue-50 px-5 py-3 text-slate-800 [&>p]:mt-0" {...p} />
  ),
  a: MarkdownLink,
  strong: ({ node: _n, ...p }) => <strong className="font-semibold text-slate-900" {...p} />,
  code: ({ node: _n, ...p }) => <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900" {...p} />,
  // A code block scrolls inside itself (focusable, for keyboard users), never the page; its code drops the inline style.
  pre: ({ node: _n, ...p }) => (
    <pre className="mt-4 max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-6 [&>code]:bg-transparent [&>code]:p-0" tabIndex={0} {...p} />
  ),
  hr: () => <hr className="my-10 border-slate-200" />,
  table: ScrollingTable,
  th: ({ node: _n, ...p }) => <th className="border-b border-slate-200 bg-slate-50 px-4 py-2 font-semibold text-slate-900" {...p} />,
  td: ({ node: _n, ...p }) => <td className="border-b border-slate-100 px-4 py-2 align-top text-slate-800" {...p} />,
};

/** Renders `markdown` (a document body, no front matter). */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <div className="text-lg text-slate-800">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
