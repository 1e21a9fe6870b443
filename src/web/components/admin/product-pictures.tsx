// The editor's pictures panel: each picture with its place, moved by buttons (the keyboard's way,
// and the page's without scripts) or by dragging it onto another's place where scripts run; its
// words for those who cannot see it in each language; removed; new ones uploaded several at once.
import { useSubmit } from "react-router";

import { LOCALES } from "../../../domain/locales.ts";
import type { AdminProduct } from "../../../domain/schemas/catalog-admin.ts";
import { PICTURE_LIMITS, PictureAltFormSchema, PictureUploadFormSchema } from "../../../domain/schemas/product-pictures.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { ActionCard, AdminField, RowAction } from "./admin-form.tsx";
import { Panel } from "./admin-ui.tsx";
import { DragPlace } from "./drag-place.tsx";

type Picture = AdminProduct["images"][number];

/** Where scripts run, a picture can be dragged onto another: it takes that one's place. */
function DropPlace({ picture, position, children }: { picture: Picture; position: number; children: React.ReactNode }) {
  const submit = useSubmit();
  return (
    <DragPlace
      type="application/x-picture"
      id={picture.id}
      onDrop={(moved) => void submit({ intent: "picture-place", id: moved, position }, { method: "post" })}
    >
      {children}
    </DragPlace>
  );
}

function PictureRow({ picture, index, count, title }: { picture: Picture; index: number; count: number; title: string }) {
  const { t } = useTranslation();
  const name = t("admin.product.pictureNumber", { number: index + 1 });
  return (
    <li className="space-y-2 border-b border-slate-200 pb-3 last:border-b-0">
      <div className="flex items-start gap-3">
        <DropPlace picture={picture} position={index}>
          <img
            src={picture.url}
            alt={picture.alt.en || title}
            width={96}
            height={96}
            className="h-24 w-24 rounded border border-slate-200 object-contain"
          />
        </DropPlace>
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-semibold text-slate-800">{t("admin.product.pictureOf", { number: index + 1, count })}</p>
          <div className="flex flex-wrap gap-2">
            {index > 0 ? (
              <RowAction intent="picture-step" fields={{ id: picture.id, step: "up" }} label={t("admin.product.pictureEarlier", { name })}>
                <span aria-hidden="true">↑</span>
              </RowAction>
            ) : null}
            {index < count - 1 ? (
              <RowAction intent="picture-step" fields={{ id: picture.id, step: "down" }} label={t("admin.product.pictureLater", { name })}>
                <span aria-hidden="true">↓</span>
              </RowAction>
            ) : null}
            <RowAction intent="picture-remove" fields={{ id: picture.id }} label={t("admin.product.pictureRemoveLabel", { name })}>
              {t("admin.product.pictureRemove")}
            </RowAction>
          </div>
        </div>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-slate-700">{t("admin.product.pictureAltSummary", { name })}</summary>
        <div className="mt-2">
          <ActionCard
            intent="picture-alt"
            row={picture.id}
            look="card"
            schema={PictureAltFormSchema}
            texts="admin.product.pictureAlt"
            values={{ name }}
            defaultValue={{ alt: picture.alt }}
          >
            {(fields) => {
              const alt = fields.alt.getFieldset();
              return LOCALES.map((locale) => (
                <AdminField
                  key={locale}
                  field={alt[locale]}
                  lang={locale}
                  label={t("admin.product.pictureAltIn", { language: t(`admin.product.languages.${locale}`) })}
                />
              ));
            }}
          </ActionCard>
        </div>
      </details>
    </li>
  );
}

export function ProductPictures({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const pictures = product.images;
  const room = PICTURE_LIMITS.perPart - pictures.length;
  return (
    <Panel id="pictures" title={t("admin.product.pictures")}>
      {pictures.length === 0 ? (
        <p className="mb-3 text-sm text-slate-600">{t("admin.product.picturesNone")}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{t("admin.product.picturesLead")}</p>
          <ol className="mb-4 space-y-3">
            {pictures.map((picture, index) => (
              <PictureRow key={picture.id} picture={picture} index={index} count={pictures.length} title={product.fields.title.en} />
            ))}
          </ol>
        </>
      )}
      {room > 0 ? (
        <ActionCard
          intent="pictures"
          schema={PictureUploadFormSchema}
          texts="admin.product.picturesUpload"
          encType="multipart/form-data"
          values={{ most: Math.min(room, PICTURE_LIMITS.perUpload) }}
        >
          {(fields) => (
            <AdminField
              field={fields.files}
              label={t("admin.product.picturesFiles")}
              hint={t("admin.product.picturesFilesHint", {
                most: Math.min(room, PICTURE_LIMITS.perUpload),
                megabytes: PICTURE_LIMITS.fileMegabytes,
              })}
              control={{ type: "file", multiple: true, accept: "image/jpeg,image/png,image/webp" }}
            />
          )}
        </ActionCard>
      ) : (
        <p className="text-sm text-slate-600">{t("admin.product.picturesFull", { most: PICTURE_LIMITS.perPart })}</p>
      )}
    </Panel>
  );
}
