/** Placeholder until the screen is built: says so rather than pretending. */
export function ClientsRoute() {
  return <h1>Clients</h1>;
}
