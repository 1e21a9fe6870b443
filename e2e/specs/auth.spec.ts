import { accountButton, signUpThroughApi, uniqueEmail } from "../fixtures/account.ts";
import { message } from "../fixtures/home.ts";
import { mailedLink } from "../fixtures/mail.ts";
import { expect, test } from "../fixtures/test.ts";

const t = (key: string) => message("en", key);

test.describe("sign-up, sign-in and passwords", () => {
  test(
    "signs up, confirms the mailed link, signs out, and signs in through the header menu after a wrong password",
    { tag: "@phone" },
    async ({ page }) => {
      const email = uniqueEmail("sam");
      await page.goto("/account/login");
      const signUp = page.getByRole("main").getByRole("region", { name: t("auth.login.signUpTitle") });

      // spec §5: the password needs 6 characters; the browser says so before sending anything.
      await signUp.getByLabel(t("auth.fields.name")).fill("Sam Rivers");
      await signUp.getByLabel(t("auth.fields.email")).fill(email);
      const password = signUp.getByLabel(t("auth.fields.password"));
      await password.fill("short");
      await signUp.getByRole("button", { name: t("auth.login.signUp") }).click();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toBeFocused();
      await expect(signUp.getByText(t("auth.problems.AUTH_WEAK_PASSWORD").replace("{{min}}", "6"))).toBeVisible();

      await password.fill("trail-ready");
      await signUp.getByRole("button", { name: t("auth.login.signUp") }).click();
      await expect(page).toHaveURL(/\/account\/dashboard$/);
      await expect(accountButton(page, email)).toBeVisible();

      // The mailed link opens a page; only its button spends the single-use token.
      const verifyPath = await mailedLink(email, "/account/verify/");
      await page.goto(verifyPath);
      await page.getByRole("button", { name: t("auth.verify.submit") }).click();
      await expect(page.getByText(t("auth.verify.doneTitle"))).toBeVisible();

      await accountButton(page, email).click();
      await page.getByRole("button", { name: t("auth.menu.logout") }).click();
      await expect(page).toHaveURL(/\/$/);
      const signedOut = accountButton(page, t("header.account.signIn"));
      await expect(signedOut).toBeVisible();

      // spec §8: a refused sign-in shows ERROR_API_{server message}, translated.
      await signedOut.click();
      const menuForm = page.getByRole("form", { name: t("auth.menu.signInTitle") });
      await menuForm.getByLabel(t("auth.fields.email")).fill(email);
      await menuForm.getByLabel(t("auth.fields.password")).fill("wrong-password");
      await menuForm.getByRole("button", { name: t("auth.login.signIn") }).click();
      await expect(menuForm.getByRole("alert")).toHaveText(t("errors.ERROR_API_AUTH_WRONG_PASSWORD"));

      await menuForm.getByLabel(t("auth.fields.password")).fill("trail-ready");
      await menuForm.getByRole("button", { name: t("auth.login.signIn") }).click();
      // Signed in where the shopper was, the menu now lists the account pages.
      await expect(
        page.getByRole("navigation", { name: t("auth.menu.label") }).getByRole("link", { name: t("auth.menu.dashboard") }),
      ).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
      await expect(accountButton(page, email)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("navigation", { name: t("auth.menu.label") })).toBeHidden();
    },
  );

  test(
    "the header's sign-in form comes when the menu is reached, and the keyboard lands in it even when it is slow",
    { tag: "@phone" },
    async ({ page }) => {
      // Hold the form's code (decision 017: it is fetched when the account button is reached).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/sign-in-form-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/?lang=en");
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      const button = accountButton(page, t("header.account.signIn"));
      await button.focus();
      await page.keyboard.press("ArrowDown");
      const menuForm = page.getByRole("form", { name: t("auth.menu.signInTitle") });
      // While the code is held, the panel says it is busy and the focus waits (not on "Create an account").
      await expect(page.locator(`#${await button.getAttribute("aria-controls")} [aria-busy=true]`)).toBeAttached();
      await expect(page.getByRole("link", { name: t("auth.menu.createAccount") })).not.toBeFocused();
      release();
      await expect(menuForm.getByLabel(t("auth.fields.email"))).toBeFocused();
    },
  );

  test("a forgotten password is reset through the mailed link, once, and the new one signs in", async ({ page }) => {
    const email = uniqueEmail("robin");
    await signUpThroughApi(page, { name: "Robin Ash", email, password: "first-password" }, { signedIn: false });

    await page.goto("/account/login");
    await page
      .getByRole("main")
      .getByRole("link", { name: t("auth.login.forgotPassword") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t("auth.forgot.title") })).toBeVisible();
    await page.getByRole("main").getByLabel(t("auth.fields.email")).fill(email);
    await page.getByRole("button", { name: t("auth.forgot.submit") }).click();
    await expect(page.getByText(t("auth.forgot.sentTitle"))).toBeVisible();

    const resetPath = await mailedLink(email, "/account/reset-password/");
    await page.goto(resetPath);
    const main = page.getByRole("main");
    await main.getByLabel(t("auth.fields.newPassword"), { exact: true }).fill("second-password");
    await main.getByLabel(t("auth.fields.repeatPassword")).fill("second-passwrod");
    await main.getByRole("button", { name: t("auth.reset.submit") }).click();
    await expect(main.getByText(t("auth.problems.mismatch"))).toBeVisible();
    await main.getByLabel(t("auth.fields.repeatPassword")).fill("second-password");
    await main.getByRole("button", { name: t("auth.reset.submit") }).click();
    await expect(main.getByText(t("auth.reset.doneTitle"))).toBeVisible();

    // The link works once.
    await page.goto(resetPath);
    await main.getByLabel(t("auth.fields.newPassword"), { exact: true }).fill("third-password");
    await main.getByLabel(t("auth.fields.repeatPassword")).fill("third-password");
    await main.getByRole("button", { name: t("auth.reset.submit") }).click();
    await expect(main.getByText(t("auth.common.linkExpiredTitle"))).toBeVisible();

    await page.goto("/account/login?next=/cart");
    const signIn = main.getByRole("region", { name: t("auth.login.signInTitle") });
    await signIn.getByLabel(t("auth.fields.email")).fill(email);
    await signIn.getByLabel(t("auth.fields.password")).fill("first-password");
    await signIn.getByRole("button", { name: t("auth.login.signIn") }).click();
    await expect(signIn.getByRole("alert")).toHaveText(t("errors.ERROR_API_AUTH_WRONG_PASSWORD"));
    await signIn.getByLabel(t("auth.fields.password")).fill("second-password");
    await signIn.getByRole("button", { name: t("auth.login.signIn") }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(accountButton(page, email)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the sign-in page checks the fields, refuses a wrong password and signs in", async ({ page }) => {
      const email = uniqueEmail("kim");
      await signUpThroughApi(page, { name: "Robin Ash", email, password: "good-password" }, { signedIn: false });
      await page.goto("/account/login");
      const signIn = page.getByRole("main").getByRole("region", { name: t("auth.login.signInTitle") });
      await signIn.getByLabel(t("auth.fields.email")).fill("kim-at-example");
      await signIn.getByRole("button", { name: t("auth.login.signIn") }).click();
      await expect(signIn.getByText(t("auth.problems.AUTH_INVALID_EMAIL"))).toBeVisible();
      await expect(signIn.getByText(t("auth.problems.required"))).toBeVisible();

      await signIn.getByLabel(t("auth.fields.email")).fill(email);
      await signIn.getByLabel(t("auth.fields.password")).fill("bad-password");
      await signIn.getByRole("button", { name: t("auth.login.signIn") }).click();
      await expect(signIn.getByRole("alert")).toHaveText(t("errors.ERROR_API_AUTH_WRONG_PASSWORD"));

      await signIn.getByLabel(t("auth.fields.password")).fill("good-password");
      await signIn.getByRole("button", { name: t("auth.login.signIn") }).click();
      await expect(page).toHaveURL(/\/account\/dashboard$/);
      // Without JavaScript the account indicator is a link, labelled with the e-mail.
      await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })).toBeVisible();
    });
  });
});
