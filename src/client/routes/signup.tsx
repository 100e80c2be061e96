export default function Page() {
  return <main id="main"><h1>signup</h1></main>;
}
