import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";

import { useRootData, useText } from "../../lib/use-preferences.ts";
import { departmentEntries, type DepartmentEntry, type MenuLink } from "./department-menu-rules.ts";

/** The department menu's entries (spec §2 rules) and a function that names a link. */
export function useDepartmentEntries(): { entries: DepartmentEntry[]; nameOf: (link: MenuLink) => string } {
  const departments = useRootData()?.departments;
  const { t } = useTranslation();
  const text = useText();
  const entries = useMemo(() => departmentEntries(departments), [departments]);
  const nameOf = useCallback((link: MenuLink) => ("text" in link.name ? text(link.name.text) : t(link.name.messageKey)), [t, text]);
  return { entries, nameOf };
}
