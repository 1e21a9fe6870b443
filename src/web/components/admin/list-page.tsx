// The back office's list page: its filters (a GET form, so the address holds them and a link or a
// reload shows the same rows), its rows as a table (and as cards on a phone where a page asks),
// and its pages. Every list of the back office is one; the catalogue's will be too. Its loader
// reads the query with lib/admin-list.server.ts.
import { Form, Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { Pager } from "../ui/pager.tsx";
import { BUTTON, BUTTON_QUIET, CELL, INPUT, PageTitle, Table, When } from "./admin-ui.tsx";

/** A list's query as its loader read it: the filters' values and the page. */
export type ListQuery = Readonly<Record<string, string | number | undefined>>;

export type ListFilterField =
  | { kind: "search"; name: string; label: string }
  | { kind: "date"; name: string; label: string }
  | ({
      kind: "choice";
      name: string;
      label: string;
      /** A list that always has one (a sort) offers no empty choice. */
      required?: boolean;
    } & (
      | {
          values: readonly string[];
          /** Where the values' names are: `${texts}.${value}`. */
          texts: string;
        }
      /** Choices the shop's data names (its categories, its brands). */
      | { options: readonly { value: string | number; label: string }[] }
    ));

/** A column: its heading, and each row's cell (or the moment it shows: written, sent, since). */
export type ListColumn<Row> = {
  head: string;
  /** The cell's look beyond the shared padding (a mono font, no wrapping). */
  className?: string;
} & ({ cell: (row: Row) => React.ReactNode } | { when: (row: Row) => string });

const cellOf = <Row,>(column: ListColumn<Row>, row: Row) => ("when" in column ? <When at={column.when(row)} /> : column.cell(row));

/** The list's address for a page, keeping its filters. */
export function listHref(path: string, query: ListQuery, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== "" && name !== "page") params.set(name, String(value));
  params.set("page", String(page));
  return `${path}?${params.toString()}`;
}

function FilterControl({ filter, value }: { filter: ListFilterField; value: string | number | undefined }) {
  const { t } = useTranslation();
  const shown = value === undefined ? "" : String(value);
  return (
    <label className={`text-sm font-semibold text-slate-800 ${filter.kind === "search" ? "min-w-52 flex-[2_1_14rem]" : "flex-[1_1_9rem]"}`}>
      {filter.label}
      {filter.kind === "choice" ? (
        <select name={filter.name} defaultValue={shown} className={INPUT}>
          {filter.required ? null : <option value="">{t("admin.list.any")}</option>}
          {"options" in filter
            ? filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : filter.values.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`${filter.texts}.${choice}`)}
                </option>
              ))}
        </select>
      ) : (
        <input type={filter.kind} name={filter.name} defaultValue={shown} className={INPUT} />
      )}
    </label>
  );
}

/** A list's filters, sent as a GET (with the view they narrow, where the list has views); "Clear" goes back to the whole list. */
export function ListFilters({
  label,
  path,
  query,
  filters,
  keep = {},
}: {
  label: string;
  path: string;
  query: ListQuery;
  filters: readonly ListFilterField[];
  /** Values the filters keep as they are (the current view). */
  keep?: ListQuery;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      action={path}
      aria-label={label}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      {Object.entries(keep).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {filters.map((filter) => (
        <FilterControl key={filter.name} filter={filter} value={query[filter.name]} />
      ))}
      <div className="flex gap-2">
        <button type="submit" className={BUTTON}>
          {t("admin.list.apply")}
        </button>
        <Link to={path} className={BUTTON_QUIET}>
          {t("admin.list.clear")}
        </Link>
      </div>
    </Form>
  );
}

interface ListTabsProps {
  /** The query parameter the views set. */
  name: string;
  label: string;
  values: readonly string[];
  /** Where the views' names are: `${texts}.${value}`. */
  texts: string;
}

/** A list's views as links (a build's state): the current one is marked, each is an address of its own and keeps the filters. */
export function ListTabs({ label, path, name, query, values, texts }: ListTabsProps & { path: string; query: ListQuery }) {
  const { t } = useTranslation();
  const current = String(query[name] ?? "");
  const hrefOf = (value: string) => {
    const params = new URLSearchParams();
    for (const [key, kept] of Object.entries(query))
      if (kept !== undefined && kept !== "" && key !== "page" && key !== name) params.set(key, String(kept));
    params.set(name, value);
    return `${path}?${params.toString()}`;
  };
  return (
    <nav aria-label={label} className="mb-6 flex flex-wrap gap-2">
      {values.map((value) => (
        <Link
          key={value}
          to={hrefOf(value)}
          aria-current={value === current ? "page" : undefined}
          className={value === current ? BUTTON : BUTTON_QUIET}
        >
          {t(`${texts}.${value}`)}
        </Link>
      ))}
    </nav>
  );
}

/** A list's rows and its pages: a table (cards on a phone where `card` is given), or a line saying there are none. */
/** A row of a list: its id keys it (and a row's form, which must stay with its row). */
type ListRow = { id: string | number };

interface ListRowsProps<Row extends ListRow> {
  caption: string;
  /** The rows of this page and where it stands (a service's page of a list). */
  list: { data: readonly Row[]; pagination: { page: number; totalPages: number } };
  columns: readonly ListColumn<Row>[];
  /** A row as a card, shown on a phone instead of the table. */
  card?: (row: Row) => React.ReactNode;
  empty: string;
  hrefOf: (page: number) => string;
}

export function ListRows<Row extends ListRow>({ caption, list, columns, card, empty, hrefOf }: ListRowsProps<Row>) {
  const { data: rows, pagination } = list;
  const table = (
    <Table caption={caption} head={columns.map((column) => column.head)}>
      {rows.map((row) => (
        <tr key={row.id}>
          {columns.map((column, index) => (
            <td key={index} className={`${CELL} ${"when" in column ? "whitespace-nowrap" : (column.className ?? "")}`}>
              {cellOf(column, row)}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{empty}</p>
      ) : card ? (
        <>
          <ul aria-label={caption} className="space-y-3 sm:hidden">
            {rows.map((row) => (
              <li key={row.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                {card(row)}
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">{table}</div>
        </>
      ) : (
        table
      )}
      <div className="mt-6">
        <Pager page={pagination.page} totalPages={pagination.totalPages} hrefOf={hrefOf} />
      </div>
    </>
  );
}

/**
 * A whole list page: its title, what stands above the list (a notice, the counts, the actions'
 * answer), its filters or views, its rows and pages, and beside them a panel where a page has one
 * (the newsletter's send form).
 */
export function ListPage<Row extends ListRow>({
  title,
  aside,
  above,
  path,
  query,
  filters,
  tabs,
  side,
  ...rows
}: {
  title: string;
  aside?: React.ReactNode;
  above?: React.ReactNode;
  path: string;
  query: ListQuery;
  filters?: readonly ListFilterField[];
  tabs?: ListTabsProps;
  side?: React.ReactNode;
} & Omit<ListRowsProps<Row>, "caption" | "hrefOf">) {
  const list = (
    <div className="min-w-0">
      {filters ? (
        <ListFilters label={title} path={path} query={query} filters={filters} keep={tabs ? { [tabs.name]: query[tabs.name] } : {}} />
      ) : null}
      {tabs ? <ListTabs {...tabs} path={path} query={query} /> : null}
      <ListRows caption={title} hrefOf={(page) => listHref(path, query, page)} {...rows} />
    </div>
  );
  return (
    <>
      <PageTitle aside={aside}>{title}</PageTitle>
      {above}
      {side ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          {list}
          {side}
        </div>
      ) : (
        list
      )}
    </>
  );
}
