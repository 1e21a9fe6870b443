/**
 * The template database one PostgreSQL test run makes beside TEST_DATABASE_URL's; named per run,
 * so that two runs on one server (two checkouts, CI beside a developer) never drop each other's.
 */
export function templateDatabaseName(runId: string | number = process.pid): string {
  return `overland_test_template_${runId}`;
}

export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The server's maintenance database, to create and drop others. */
export function adminUrl(url: string): string {
  return databaseUrl(url, "postgres");
}
