/**
 * Renders a legal document (Terms, Privacy Policy, Code of Conduct): the page's <h1> and intro, the
 * last-updated date, an 'On this page' table of contents, then each section as an <h2> (subsections <h3>).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Message, useDateFormats } from '~/client/lib/i18n';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { PageCopy } from '~/client/config/pages';
import type { Block, LegalDocument, Rich } from './legal.model';

const linkClass = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900';

function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((piece, i) => {
        if (typeof piece === 'string') return <Fragment key={i}>{piece}</Fragment>;
        if (piece.to.startsWith('/')) {
          return (
            <Link key={i} to={piece.to} className={linkClass}>
              {piece.text}
            </Link>
          );
        }
        return (
          <a key={i} href={piece.to} className={linkClass}>
            {piece.text}
          </a>
        );
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  if ('p' in block) {
    return (
      <p className="mt-4 leading-7">
        <RichText value={block.p} />
      </p>
    );
  }
  if ('ul' in block || 'ol' in block) {
    const ordered = 'ol' in block;
    const items = ordered ? block.ol : block.ul;
    const List = ordered ? 'ol' : 'ul';
    return (
      <List className={`mt-4 space-y-2 pl-6 leading-7 ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((item, i) => (
          <li key={i}>
            <RichText value={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={block.table.head.join(', ')}>
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {block.table.head.map((h) => (
              <th key={h} scope="col" className="px-4 py-2 font-semibold text-slate-900">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, r) => (
            <tr key={r} className="border-t border-slate-200 align-top">
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className="px-4 py-2 font-medium text-slate-900">
                    <RichText value={cell} />
                  </th>
                ) : (
                  <td key={c} className="px-4 py-2 text-slate-800">
                    <RichText value={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LegalDocumentView({ copy, doc }: { copy: PageCopy; doc: LegalDocument }) {
  const { formatCalendarDate } = useDateFormats();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"><Message text={copy.heading} /></h1>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Last updated</Trans> <time dateTime={doc.lastUpdated}>{formatCalendarDate(doc.lastUpdated)}</time>
      </p>
      <p className="mt-4 max-w-3xl text-lg text-slate-700"><Message text={copy.intro} /></p>
      {doc.summary ? (
        <div className="mt-6 max-w-3xl rounded-xl border border-blue-100 bg-blue-50 p-5 text-slate-800">
          {doc.summary.map((s, i) => (
            <p key={i} className={i > 0 ? 'mt-2' : undefined}>
              <RichText value={s} />
            </p>
          ))}
        </div>
      ) : null}

      <div className="mt-10 grid grid-cols-1 gap-10 break-words lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t`On this page`} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-700"><Trans>On this page</Trans></p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-slate-800 hover:text-blue-800 hover:underline">
                  {i + 1}. {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl text-slate-800">
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24 pb-8">
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                {i + 1}. {s.heading}
              </h2>
              {s.blocks.map((b, j) => (
                <BlockView key={j} block={b} />
              ))}
              {s.subsections?.map((sub) => (
                <Fragment key={sub.heading}>
                  <h3 className="mt-6 text-lg font-semibold text-slate-900">{sub.heading}</h3>
                  {sub.blocks.map((b, j) => (
                    <BlockView key={j} block={b} />
                  ))}
                </Fragment>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
