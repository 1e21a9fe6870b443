// A form field's parts shared by every form of the shop: the input's look, and the hint and the
// problem under it, tied to the input by aria-describedby.

/** A text input or select; a problem (aria-invalid) turns its border red. */
export const INPUT_CLASS =
  "block w-full rounded-lg border bg-white px-3 py-2.5 font-normal text-slate-900 shadow-sm focus:border-brand-600 border-slate-300 aria-[invalid=true]:border-red-600";

/** The ids of a field's hint and error, and the aria-describedby naming those shown (and any extra ids). */
export function fieldNoteIds(
  id: string,
  shown: { hint?: unknown; problem?: unknown },
  extra?: string,
): { hintId: string; errorId: string; describedBy: string | undefined } {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [shown.hint ? hintId : null, shown.problem ? errorId : null, extra ?? null].filter(Boolean).join(" ") || undefined;
  return { hintId, errorId, describedBy };
}

/** Under a field: its hint, then its problem in words; the ids match fieldNoteIds. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  const { hintId, errorId } = fieldNoteIds(id, {});
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
