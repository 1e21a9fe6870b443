import { data } from "react-router";

// Unknown routes: a real 404, rendered by the root error boundary.
export function loader() {
  throw data("Page Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
