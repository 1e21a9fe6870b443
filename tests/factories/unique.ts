// Values no other row of this run has: test files share a seeded database per file, and several
// factories may run in one test.

let counter = 0;

/** A short token unique in this process and run, for slugs, SKUs and e-mail addresses. */
export function uniqueToken(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}
