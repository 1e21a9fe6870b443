import { Pager } from "../ui/pager.tsx";
import { useListing } from "./listing-context.tsx";
import { withPage } from "./listing-query.ts";

/** The listing's pages: numbered links that keep its filters and options (and work without JavaScript). */
export function Pagination({ totalPages }: { totalPages: number }) {
  const { state, href } = useListing();
  return <Pager page={state.page} totalPages={totalPages} hrefOf={(page) => href(withPage(state, page))} />;
}
