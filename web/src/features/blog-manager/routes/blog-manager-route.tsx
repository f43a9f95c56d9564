/** Placeholder until the screen is built: says so rather than pretending. */
export function BlogManagerRoute() {
  return <h1>Blog</h1>;
}
