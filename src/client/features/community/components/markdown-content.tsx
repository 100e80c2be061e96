/**
 * Post and reply text as a safe Markdown subset: p, br, strong, em, code, pre, ul, ol, li, blockquote and
 * links (http, https and mailto only; rel="nofollow noopener noreferrer ugc", new tab). Raw HTML is never rendered:
 * it is turned into literal text before rendering (so `<script>` shows as typed), `skipHtml` drops anything raw
 * that remains, rehype-sanitize enforces the element and protocol allow-list, and `allowedElements` unwraps the rest
 * (a '# heading' shows as plain text, images are dropped).
 */
import { Trans } from '@lingui/react/macro';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { cn } from '~/client/components/ui/cn';
import { useContentLang } from '~/client/lib/i18n';
import { writtenLang } from '~/shared/locales';

const ALLOWED_ELEMENTS = ['p', 'br', 'strong', 'em', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'a'];
const SAFE_URL = /^(https?:|mailto:)/i;

const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: ALLOWED_ELEMENTS,
  attributes: { a: ['href'], ol: ['start'], code: [['className', /^language-[\w-]+$/]] },
  protocols: { href: ['http', 'https', 'mailto'] },
  clobber: [],
  required: {},
};

/** Minimal mdast shape (the tree remark hands to plugins). */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem']);

/** remark plugin: every raw HTML node becomes literal text (a paragraph when it stood as a block). */
function remarkHtmlAsText() {
  const walk = (node: MdNode) => {
    node.children?.forEach((child, i) => {
      if (child.type === 'html') {
        const text: MdNode = { type: 'text', value: child.value ?? '' };
        node.children![i] = FLOW_PARENTS.has(node.type) ? { type: 'paragraph', children: [text] } : text;
      } else {
        walk(child);
      }
    });
  };
  return (tree: MdNode) => walk(tree);
}

function safeUrl(url: string): string {
  return SAFE_URL.test(url.trim()) ? url.trim() : '';
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="nofollow noopener noreferrer ugc" className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800">
        {children}
        <span className="sr-only"> <Trans>(opens in a new tab)</Trans></span>
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/** Renders `text` (a post's or reply's content) as the safe Markdown subset. */
export function MarkdownContent({ text, className }: { text: string; className?: string }) {
  const langOf = useContentLang();
  return (
    <div
      // A post in English on a Hindi page (or the other way round) is read out in its own language.
      lang={langOf(writtenLang(text))}
      className={cn(
        'break-words text-slate-800 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_li]:whitespace-pre-line [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:whitespace-pre-line [&_pre]:whitespace-pre-wrap [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:pl-6 [&>*+*]:mt-3',
        className,
      )}
    >
      <Markdown
        skipHtml
        remarkPlugins={[remarkHtmlAsText]}
        rehypePlugins={[[rehypeSanitize, sanitizeSchema]]}
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        urlTransform={safeUrl}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
