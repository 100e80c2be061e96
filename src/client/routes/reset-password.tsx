export default function Page() {
  return <main id="main"><h1>reset-password</h1></main>;
}
