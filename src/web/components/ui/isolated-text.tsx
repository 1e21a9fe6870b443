// Latin text (a vehicle's name, an e-mail address, a part number) inside a translated sentence:
// isolated in <bdi>, it keeps its own order in Arabic instead of being reordered with the words around it.

const MARK = "\u{E000}";

/** Renders `translate(MARK)` with `text` isolated where the placeholder was. */
export function TextWithIsolated({ translate, text }: { translate: (placeholder: string) => string; text: string }) {
  const [before = "", after = ""] = translate(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{text}</bdi>
      {after}
    </>
  );
}
