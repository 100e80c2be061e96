// A count with its plural glued on in code: English only (the rule wants a Lingui plural).
export function ResultCount({ n }: { n: number }) {
  return <span>{n} {n === 1 ? 'result' : 'results'}</span>;
}
