import { useCallback, useEffect, useMemo } from "react";
import { useFetcher } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";
import type { loader as departmentsLoader } from "../../routes/resources/departments.ts";
import { departmentEntries, type DepartmentEntry, type MenuLink } from "./department-menu-rules.ts";

/** One fetcher shared by the desktop and the phone menus (React Router shares fetchers by key). */
const DEPARTMENTS_FETCHER = "department-tree";

/**
 * Asks for the department tree once the page has hydrated (routes/resources/departments.ts):
 * called once, by the site header, so that every page carries none of it in its HTML.
 */
export function useDepartmentTreeLoader(): void {
  const { load, data, state } = useFetcher<typeof departmentsLoader>({ key: DEPARTMENTS_FETCHER });
  const wanted = data === undefined && state === "idle";
  useEffect(() => {
    if (wanted) void load("/resources/departments");
  }, [wanted, load]);
}

/**
 * The department menu's entries (spec §2 rules: the fallback list until the tree comes), a
 * function that names a link, and whether the tree is still on its way.
 */
export function useDepartmentEntries(): { entries: DepartmentEntry[]; nameOf: (link: MenuLink) => string; loading: boolean } {
  const fetcher = useFetcher<typeof departmentsLoader>({ key: DEPARTMENTS_FETCHER });
  const departments = fetcher.data?.departments;
  const loading = departments === undefined && fetcher.state !== "idle";
  const { t } = useTranslation();
  const text = useText();
  const entries = useMemo(() => departmentEntries(departments), [departments]);
  const nameOf = useCallback((link: MenuLink) => ("text" in link.name ? text(link.name.text) : t(link.name.messageKey)), [t, text]);
  return { entries, nameOf, loading };
}
