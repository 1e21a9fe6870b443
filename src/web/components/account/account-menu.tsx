import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useCodeWhen } from "../../lib/use-code-when.ts";
import { ACCOUNT_LINKS, LOGOUT_ACTION } from "./account-links.ts";
import { initialsOf } from "./auth-rules.ts";

// The login form checks what is typed with the account schemas (zod and Conform, 45 KB gzipped):
// it is drawn only in the open menu, so it comes when the shopper reaches for the menu, not with
// every page.
const loadSignInForm = () => import("./sign-in-form.tsx");

/** Starts fetching the menu's login form (the pointer or the focus is on the account button). */
export function preloadMenuSignIn() {
  void loadSignInForm();
}

export interface MenuUser {
  name: string;
  email: string;
}

/** Sign-out: a POST, so neither a link nor a prefetch can sign anyone out. */
export function SignOutForm({ className, onSubmit }: { className: string; onSubmit?: () => void }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === LOGOUT_ACTION;
  return (
    <Form method="post" action={LOGOUT_ACTION} onSubmit={onSubmit}>
      <button type="submit" disabled={busy} className={className}>
        {t("auth.menu.logout")}
      </button>
    </Form>
  );
}

export function Avatar({ user, className = "" }: { user: MenuUser; className?: string }) {
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white ${className}`}>
      {initialsOf(user.name, user.email)}
    </span>
  );
}

const itemClass =
  "flex w-full items-center px-4 py-2 text-start text-sm font-medium text-slate-800 hover:bg-slate-50 hover:text-brand-700 focus-visible:bg-slate-50";

/**
 * The header account menu's panel (spec §2). Signed out: the login form with the forgot-password
 * and create-account links. Signed in: avatar, name, e-mail, the account links and Logout.
 */
export function AccountMenuPanel({ user, onNavigate }: { user: MenuUser | null; onNavigate: () => void }) {
  const { t } = useTranslation();
  const MenuSignInForm = useCodeWhen(loadSignInForm, !user)?.MenuSignInForm;
  // A sign-in from the open panel turns it into the signed-in menu: the focus goes to its first
  // link (a closed panel is hidden, and a hidden link takes no focus).
  const previousUser = useRef(user);
  const firstLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (user && !previousUser.current) firstLink.current?.focus();
    previousUser.current = user;
  }, [user]);

  if (!user) {
    return (
      <div className="p-4">
        <h2 className="mb-3 text-base font-bold">{t("auth.menu.signInTitle")}</h2>
        {MenuSignInForm ? <MenuSignInForm /> : <div className="h-64" aria-busy="true" />}
        <div className="mt-4 border-t border-slate-100 pt-3 text-center text-sm">
          <span className="text-slate-600">{t("auth.menu.newHere")}</span>{" "}
          <Link to="/account/login#sign-up" onClick={onNavigate} className="font-semibold text-brand-700 hover:underline">
            {t("auth.menu.createAccount")}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <nav aria-label={t("auth.menu.label")}>
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
        <Avatar user={user} className="h-10 w-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name}</p>
          <p className="truncate text-sm text-slate-600" dir="ltr">
            {user.email}
          </p>
        </div>
      </div>
      <ul className="py-1">
        {ACCOUNT_LINKS.map((link, index) => (
          <li key={link.key}>
            <Link ref={index === 0 ? firstLink : undefined} to={link.to} onClick={onNavigate} className={itemClass}>
              {t(`auth.menu.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-100 py-1">
        <SignOutForm className={itemClass} onSubmit={onNavigate} />
      </div>
    </nav>
  );
}
