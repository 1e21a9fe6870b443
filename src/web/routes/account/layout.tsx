import { Outlet } from "react-router";

import { appContext } from "#app-context";

import { AccountNav } from "../../components/account/account-nav.tsx";
import { requireCustomer } from "../../lib/customer.server.ts";
import type { Route } from "./+types/layout";

/**
 * Every page of the account area needs a signed-in customer: a guest is sent to sign in first
 * (and back afterwards), before any loader or action of the area runs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireCustomer(context.get(appContext), request);
  },
];

/** The name and e-mail above the navigation (a loader also makes every page of the area ask the server, so the middleware runs). */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireCustomer(context.get(appContext), request);
  return { name: user.name, email: user.email };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <AccountNav name={loaderData.name} email={loaderData.email} />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
