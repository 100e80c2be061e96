export default function Page() {
  return <main id="main"><h1>admin-signin</h1></main>;
}
