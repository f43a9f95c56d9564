/** Placeholder until the screen is built: says so rather than pretending. */
export function ClientDetailRoute() {
  return <h1>Client</h1>;
}
