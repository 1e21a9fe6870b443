// Where scripts run, a row of a back-office list (a category, a part's picture) can be dragged onto
// another's place; the list's buttons do the same without scripts, and by the keyboard.
import { useEffect, useState } from "react";

export function DragPlace({
  type,
  id,
  onDrop,
  handle = false,
  children,
}: {
  /** A grip shown before the row where it can be dragged. */
  handle?: boolean;
  /** The drag's data type: only a row of the same list is taken. */
  type: string;
  id: number;
  /** Told the id of the row dropped here (never this row's own). */
  onDrop: (moved: string) => void;
  children: React.ReactNode;
}) {
  const [scripted, setScripted] = useState(false);
  const [over, setOver] = useState(false);
  useEffect(() => setScripted(true), []);
  if (!scripted) return <>{children}</>;
  return (
    <div
      draggable
      onDragStart={(event) => event.dataTransfer.setData(type, String(id))}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const moved = event.dataTransfer.getData(type);
        if (moved && moved !== String(id)) onDrop(moved);
      }}
      className={`cursor-grab rounded ${over ? "outline-2 outline-brand-600" : ""} ${handle ? "flex items-start gap-2" : ""}`}
    >
      {handle ? (
        <>
          <span aria-hidden="true" className="select-none text-slate-400">
            ⠿
          </span>
          <div className="min-w-0">{children}</div>
        </>
      ) : (
        children
      )}
    </div>
  );
}
