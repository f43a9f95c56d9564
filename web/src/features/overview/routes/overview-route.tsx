/** Placeholder until the screen is built: says so rather than pretending. */
export function OverviewRoute() {
  return <h1>Dashboard Overview</h1>;
}
