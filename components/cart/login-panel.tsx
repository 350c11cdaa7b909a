// The login panel (spec §2, §4): login or registration embedded in the drawer. The submission
// that needed a session (a request or a checkout) waits in the cart state and goes out as soon
// as either form succeeds.
import { mdiArrowLeft } from "@mdi/js";
import { useTranslations } from "next-intl";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/lib/cart/use-cart";
import { panelOf } from "@/lib/cart/drawer-state";
import type { DrawerSettings } from "@/lib/cart/drawer-state";

export type AuthMode = "login" | "register";

type Props = {
  settings: DrawerSettings;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
};

export function LoginPanel({ settings, mode, onModeChange }: Props) {
  const t = useTranslations("cart");
  const { pending, resumeAfterLogin, showPanel } = useCart();
  // Back to where the submission waiting for login came from (spec §4: prices, subscriptions).
  const from = panelOf(pending?.type ?? "onDemand");
  const onSuccess = () => void resumeAfterLogin();
  // Registration exists only with personal accounts (spec §2 Login: 'Create an account').
  const canRegister = settings.auth_method === "users" && settings.auth_users_registration_enabled;

  return (
    <div className="flex flex-col gap-4 p-6">
      <button
        type="button"
        onClick={() => showPanel(from)}
        className={buttonClass({ variant: "text", size: "xs", className: "self-start" })}
      >
        <Icon path={mdiArrowLeft} size={20} />
        {from === "prices" ? t("backToCart") : from === "subscriptions" ? t("backToSubscriptions") : t("backToRequest")}
      </button>
      {pending ? (
        <p className="rounded-md bg-surface p-3 text-sm">{pending.type === "onDemand" ? t("resumeHint") : t("resumeCheckoutHint")}</p>
      ) : null}
      {mode === "register" && canRegister ? (
        <RegisterForm embedded onSuccess={onSuccess} onLogin={() => onModeChange("login")} />
      ) : (
        <LoginForm
          embedded
          method={settings.auth_method}
          registrationEnabled={canRegister}
          onSuccess={onSuccess}
          onRegister={() => onModeChange("register")}
        />
      )}
    </div>
  );
}
