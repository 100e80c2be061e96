export default function Page() {
  return <main id="main"><h1>signin</h1></main>;
}
