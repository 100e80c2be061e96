export default function Page() {
  return <main id="main"><h1>profile</h1></main>;
}
