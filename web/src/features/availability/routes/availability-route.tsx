/** Placeholder until the screen is built: says so rather than pretending. */
export function AvailabilityRoute() {
  return <h1>Availability</h1>;
}
