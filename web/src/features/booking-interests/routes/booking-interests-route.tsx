/** Placeholder until the screen is built: says so rather than pretending. */
export function BookingInterestsRoute() {
  return <h1>Booking Interests</h1>;
}
