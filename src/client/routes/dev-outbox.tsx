export default function Page() {
  return <main id="main"><h1>dev-outbox</h1></main>;
}
