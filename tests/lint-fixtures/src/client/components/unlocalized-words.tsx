// Words a person reads, written in English only: the Lingui rule reports them.
export function Greeting() {
  return <p className="text-sm">Welcome back</p>;
}
