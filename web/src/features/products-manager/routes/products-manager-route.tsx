/** Placeholder until the screen is built: says so rather than pretending. */
export function ProductsManagerRoute() {
  return <h1>Products</h1>;
}
