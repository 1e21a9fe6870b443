import { appContext } from "#app-context";

import { PLACEMENT_TAG } from "../../../domain/shown-tags.ts";
import { menuDepartments } from "../../components/header/department-menu-rules.ts";
import { resolveLocale } from "../../lib/preferences.ts";
import type { Route } from "./+types/departments";

/**
 * The department tree as the header's menus read it, in the page's language. Every page asks
 * for it once it has hydrated (header/use-department-entries.ts) rather than carrying it in its
 * HTML; until it comes, the menus show spec §2's fallback list, as they do when it cannot be read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, shows } = context.get(appContext);
  shows([PLACEMENT_TAG]); // the departments' counts
  const { locale } = resolveLocale(request);
  return { departments: menuDepartments(await services.catalog.categories(), locale) };
}
