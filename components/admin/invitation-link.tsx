// The link of the invitation just created, with a copy button: the invitee also gets it by
// e-mail, but a member may prefer to send it themselves.
import { mdiCheck, mdiContentCopy } from "@mdi/js";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import type { CreatedInvitation } from "@/lib/api/admin";

export function InvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const t = useTranslations("admin.invitations");
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  // A new invitation: show it to the member (focus moves to the link they will want to copy).
  useEffect(() => {
    setCopied(false);
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [invitation.uid]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied(true);
      toast.success(t("copied"));
    } catch {
      inputRef.current?.select();
      toast.error(t("copyFailed"));
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-md border border-green-700/40 bg-green-50 p-4 dark:bg-green-950/40">
      <label htmlFor={id} className="text-sm font-medium">
        {t("link", { email: invitation.email })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={id}
          type="text"
          readOnly
          value={invitation.url}
          className={`${inputClass} font-mono text-sm`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className={buttonClass({ variant: "outline", size: "sm", className: "shrink-0 bg-background" })}
          onClick={() => void copy()}
        >
          <Icon path={copied ? mdiCheck : mdiContentCopy} size={20} />
          {t("copy")}
        </button>
      </div>
    </div>
  );
}
