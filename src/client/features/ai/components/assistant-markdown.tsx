/**
 * An assistant reply rendered as sanitised Markdown: raw HTML is skipped (`skipHtml`), rehype-sanitize
 * applies GitHub's allow-list, links are limited to http(s)/mailto and open in a new tab. Every heading becomes an
 * <h3> (styled by its Markdown level) so replies never add a second <h1> or skip a level under the dialog's <h2>.
 * GitHub-flavoured Markdown through remark-gfm: pipe tables (SWOT grids, skill maps, study plans) render as tables,
 * task-list boxes as ☑/☐ text (a disabled checkbox would be an unlabelled form control); single tildes stay text
 * ("~7 months at ~10 hours a week"). Nothing in a reply widens the chat: text (long words, bare URLs) wraps anywhere,
 * code blocks wrap inside their own box, and a table that does not fit scrolls sideways inside its own box.
 * Loaded only with the chat dialog's chunk.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm, { type Options as GfmOptions } from 'remark-gfm';

const GFM: GfmOptions = { singleTilde: false };

const SAFE_URL = /^(https?:|mailto:|#)/i;

function safeUrl(url: string): string {
  const out = defaultUrlTransform(url.trim());
  return SAFE_URL.test(out) ? out : '';
}

const headingClass = {
  1: 'text-lg font-bold text-slate-900',
  2: 'text-base font-bold text-slate-900',
  3: 'text-base font-semibold text-slate-900',
  4: 'text-sm font-semibold text-slate-900',
} as const;

/** A table in the answer, in a box that scrolls sideways by itself, named 'Table' in the page's language. */
function ScrollingTable({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    // Focusable so a keyboard user can scroll a wide table (axe scrollable-region-focusable).
    <div className="max-w-full overflow-x-auto rounded-md border border-slate-200 bg-white" tabIndex={0} role="group" aria-label={t`Table`}>
      {/* Every column at least 9rem wide (the cells' inner box): a table that does not fit the bubble then scrolls in
          this box, rather than squeezing every column into a tall strip a word wide; where it fits, it fills the box.
          Cells break at words only (wrap-break-word). */}
      <table className="w-full border-collapse text-left text-sm wrap-break-word">{children}</table>
    </div>
  );
}

const components: Components = {
  h1: ({ children }) => <h3 className={headingClass[1]}>{children}</h3>,
  h2: ({ children }) => <h3 className={headingClass[2]}>{children}</h3>,
  h3: ({ children }) => <h3 className={headingClass[3]}>{children}</h3>,
  h4: ({ children }) => <h3 className={headingClass[4]}>{children}</h3>,
  h5: ({ children }) => <h3 className={headingClass[4]}>{children}</h3>,
  h6: ({ children }) => <h3 className={headingClass[4]}>{children}</h3>,
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800">
        {children}
        <span className="sr-only"> <Trans>(opens in a new tab)</Trans></span>
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  table: ({ children }) => (
    <ScrollingTable>{children}</ScrollingTable>
  ),
  input: ({ type, checked }) =>
    type === 'checkbox' ? (
      <span>
        <span aria-hidden>{checked ? '☑' : '☐'}</span>
        <span className="sr-only">{checked ? <Trans>Done:</Trans> : <Trans>To do:</Trans>}</span>
      </span>
    ) : null,
  // `style` carries the column's alignment from the delimiter row (`:---:`).
  th: ({ children, style }) => (
    <th style={style} className="border-b border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900">
      <div className="min-w-36">{children}</div>
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-b border-slate-200 px-3 py-2 align-top text-slate-900">
      <div className="min-w-36">{children}</div>
    </td>
  ),
};

export function AssistantMarkdown({ text }: { text: string }) {
  return (
    <div className="min-w-0 wrap-anywhere text-sm leading-relaxed text-slate-900 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-800 [&_code]:rounded [&_code]:bg-white [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_hr]:border-slate-300 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:whitespace-pre-line [&_pre]:max-w-full [&_pre]:overflow-x-auto [&_pre]:whitespace-pre-wrap [&_pre]:rounded-md [&_pre]:bg-white [&_pre]:p-3 [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:pl-6 [&_li+li]:mt-1 [&>*+*]:mt-3">
      <Markdown skipHtml remarkPlugins={[[remarkGfm, GFM]]} rehypePlugins={[rehypeSanitize]} urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
