export default function Page() {
  return <main id="main"><h1>admin-dashboard</h1></main>;
}
