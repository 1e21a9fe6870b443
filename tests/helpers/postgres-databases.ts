/** Names of the databases the PostgreSQL test run makes beside TEST_DATABASE_URL's. */
export const TEMPLATE_DATABASE = "overland_test_template";

export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The server's maintenance database, to create and drop others. */
export function adminUrl(url: string): string {
  return databaseUrl(url, "postgres");
}
