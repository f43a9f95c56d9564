/** Placeholder until the screen is built: says so rather than pretending. */
export function SettingsRoute() {
  return <h1>Settings</h1>;
}
