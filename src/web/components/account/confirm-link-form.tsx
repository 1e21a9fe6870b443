import { Form, useNavigation } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { SubmitButton } from "./auth-form.tsx";

/**
 * The one button of a mailed link's page. The link itself only shows this page: mail scanners
 * that fetch every link in a message would otherwise use up the single-use token; the POST of
 * this button is what spends it.
 */
export function ConfirmLinkForm({ text, busyText, intent = "confirm" }: { text: string; busyText: string; intent?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4">
      <p className="text-slate-700">{t("auth.common.pressToConfirm")}</p>
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton busy={busy} busyText={busyText}>
        {text}
      </SubmitButton>
    </Form>
  );
}
