import type { ReactNode } from "react";

import { Breadcrumb } from "./breadcrumb.tsx";

/**
 * The top of a content page: the breadcrumb (home, then the page), its one h1
 * and the lead sentence under it; `children` adds a line under the lead (a page's last update).
 */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-slate-600">{lead}</p>
        {children}
      </header>
    </>
  );
}
