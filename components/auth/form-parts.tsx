"use client";
// The pieces the account forms share around their fields: the form element, the failure of the last
// submit, the submit button that says what it is doing while the call runs, the way to the other form.
import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { alertClass, formClass, primaryButtonClass } from "./classes";

/** The form element itself: no browser validation, busy while the call runs. */
export function AuthForm({ loading, onSubmit, children }: { loading: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <form noValidate aria-busy={loading} onSubmit={onSubmit} className={formClass}>
      {children}
    </form>
  );
}

/** The failure of the last submit (spec §8), announced as an alert; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  ) : null;
}

type SubmitButtonProps = {
  loading: boolean;
  label: string;
  /** Shown instead of `label` while the call runs. */
  loadingLabel: string;
  /** Disabled for another reason than a running call. */
  disabled?: boolean;
};

export function SubmitButton({ loading, label, loadingLabel, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={loading || disabled} className={primaryButtonClass}>
      {loading ? loadingLabel : label}
    </button>
  );
}

type SwitchLinkProps = {
  href: ComponentProps<typeof Link>["href"];
  /** Embedded (cart drawer): the parent switches forms itself, so this is a button instead of a link. */
  onClick?: () => void;
  className: string;
  children: ReactNode;
};

/** The way to the other form (login ↔ registration). */
export function SwitchLink({ href, onClick, className, children }: SwitchLinkProps) {
  return onClick ? (
    <button type="button" onClick={onClick} className={className}>
      {children}
    </button>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
