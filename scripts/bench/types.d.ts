// autocannon ships no types; the bench uses its callback form and `stop()` only.
declare module 'autocannon' {
  interface Instance {
    stop(): void;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function autocannon(opts: Record<string, unknown>, cb: (err: Error | null, result: any) => void): Instance;
  export default autocannon;
}
