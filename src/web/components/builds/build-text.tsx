import { useTranslation } from "../../i18n/translator.ts";
import { useFormatDate } from "../home/post-card.tsx";

/** "2019 Toyota Land Cruiser 70": Latin, isolated, so it keeps its order in Arabic. */
export function BuildVehicle({ vehicle }: { vehicle: { year: number; make: string; model: string } }) {
  return (
    <bdi>
      {vehicle.year} {vehicle.make} {vehicle.model}
    </bdi>
  );
}

/** "By Mick · 17 November 2026": the owner's first name and, once published, the date. */
export function BuildByline({ owner, publishedAt }: { owner: string; publishedAt: string | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <>
      {t("info.builds.by", { name: owner })}
      {publishedAt ? (
        <>
          {" · "}
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </>
      ) : null}
    </>
  );
}
