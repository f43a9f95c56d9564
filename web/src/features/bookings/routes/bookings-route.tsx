/** Placeholder until the screen is built: says so rather than pretending. */
export function BookingsRoute() {
  return <h1>Bookings Management</h1>;
}
