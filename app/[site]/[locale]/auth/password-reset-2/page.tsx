import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PasswordResetConfirm } from "@/components/auth/password-reset-confirm";
import { authPageSettings } from "@/lib/auth/auth-pages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "auth.meta" });
  return { title: t("passwordReset2"), robots: { index: false } };
}

// /auth/password-reset-2?token=… – sets a new password; the token is read in the browser
export default async function PasswordResetConfirmPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  await authPageSettings(site, locale, "passwordReset");
  const t = await getTranslations({ locale, namespace: "auth.form" });
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-center text-muted">
          {t("loading")}
        </p>
      }
    >
      <PasswordResetConfirm />
    </Suspense>
  );
}
