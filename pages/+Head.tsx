// https://vike.dev/Head
export function Head() {
  return (
    <>
      <meta name="theme-color" content="#0b3d2e" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}
