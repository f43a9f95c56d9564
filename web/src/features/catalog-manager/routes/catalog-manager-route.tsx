/** Placeholder until the screen is built: says so rather than pretending. */
export function CatalogManagerRoute() {
  return <h1>Services</h1>;
}
