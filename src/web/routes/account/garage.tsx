import { useRef } from "react";
import { Link } from "react-router";

import { appContext } from "#app-context";

import type { GarageVehicle } from "../../../domain/garage.ts";
import { vehicleLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { useGarage } from "../../components/vehicle/use-garage-sync.ts";
import { VehicleForm } from "../../components/vehicle/vehicle-form.tsx";
import { VehicleRadioList } from "../../components/vehicle/vehicle-radio-list.tsx";
import { CarIcon, CrossIcon } from "../../components/vehicle/vehicle-text.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { showToast } from "../../state/toast-store.ts";
import type { Route } from "./+types/garage";

// spec §2 /account/garage: the signed-in customer's vehicles, kept on the server.
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const [garage, seo] = await Promise.all([
    app.services.garage.get(user.id),
    pageSeo(app, request, { titleKey: "garage.seo.title", descriptionKey: "garage.seo.description", noindex: true }),
  ]);
  return { garage, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function AccountGarage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const garage = useGarage();
  // The server's answer until the store mirrors the account's garage; the store from then on,
  // so the page and the header's picker change together.
  const mirrored = useShopStore((s) => s.hydrated && s.garageSource === "account");
  const items = mirrored ? garage.items : loaderData.garage.items;
  const currentId = mirrored ? garage.currentId : loaderData.garage.current;
  const listHeading = useRef<HTMLHeadingElement>(null);

  const add = (vehicle: GarageVehicle) => {
    garage.add(vehicle);
    showToast(t("garage.toast.added", { vehicle: vehicleLabel(vehicle) }));
  };
  const remove = (vehicle: GarageVehicle) => {
    garage.remove(vehicle.id);
    showToast(t("garage.toast.removed", { vehicle: vehicleLabel(vehicle) }));
    // The button is gone with its row: focus goes back to the list.
    listHeading.current?.focus();
  };

  return (
    <div>
      <AccountHeading title={t("garage.title")} lead={t("garage.lead")} />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="garage-list-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <h2 id="garage-list-heading" ref={listHeading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {t("garage.list.heading")}
          </h2>
          {items.length === 0 ? (
            <div className="mt-5 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
              <CarIcon className="h-10 w-10 text-slate-400" />
              <p className="font-semibold text-slate-900">{t("garage.list.empty")}</p>
              <p className="max-w-md text-sm text-slate-600">{t("garage.list.emptyHint")}</p>
            </div>
          ) : (
            <GarageList items={items} currentId={currentId} onChoose={garage.choose} onRemove={remove} />
          )}
        </section>

        <aside aria-labelledby="garage-add-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 xl:self-start">
          <h2 id="garage-add-heading" className="text-lg font-bold text-slate-900">
            {t("garage.add.heading")}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t("garage.add.intro")}</p>
          <VehicleForm onAdd={add} />
        </aside>
      </div>
    </div>
  );
}

function GarageList(props: {
  items: GarageVehicle[];
  currentId: number | null;
  onChoose(id: number): void;
  onRemove(vehicle: GarageVehicle): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-5">
      <VehicleRadioList
        items={props.items}
        currentId={props.currentId}
        onChoose={props.onChoose}
        legend={t("garage.list.chooseCurrent")}
        legendClassName="mb-3 text-sm text-slate-600"
        size="roomy"
        currentBadge={t("garage.list.currentBadge")}
        actions={(vehicle) => {
          const label = vehicleLabel(vehicle);
          return (
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <Link
                to={`/shop?filter_vehicle=${vehicle.id}`}
                aria-label={t("garage.list.shopFor", { vehicle: label })}
                className="flex-1 whitespace-nowrap rounded-lg bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-600 sm:flex-none"
              >
                {t("garage.list.shop")}
              </Link>
              <button
                type="button"
                onClick={() => props.onRemove(vehicle)}
                aria-label={t("garage.list.remove", { vehicle: label })}
                className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-700"
              >
                <CrossIcon className="h-3.5 w-3.5" />
                {t("garage.list.removeShort")}
              </button>
            </div>
          );
        }}
      />
    </div>
  );
}
