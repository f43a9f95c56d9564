/** Placeholder until the screen is built: says so rather than pretending. */
export function ClientDashboardRoute() {
  return <h1>My Dashboard</h1>;
}
