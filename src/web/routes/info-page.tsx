// Placeholder while the page is being built (issue 3); replaced by its full module.
export default function Page() {
  return <h1 className="mx-auto max-w-7xl px-4 py-8 text-3xl font-black">info-page</h1>;
}
