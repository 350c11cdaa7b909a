// The theme's buttons: one base (the touch target of app/globals.css, disabled state), a variant
// for the colours and a size for the padding and shape. Applied to <button>, <Link>, <a> and Radix
// triggers alike.
export type ButtonVariant = "primary" | "secondary" | "outline" | "text" | "ghost" | "danger";
export type ButtonSize = "md" | "sm" | "xs" | "icon" | "fab";

const BASE = "inline-flex min-h-touch items-center justify-center gap-2 font-medium disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary hover:bg-primary/90",
  secondary: "border border-primary text-primary-text hover:bg-primary/10",
  outline: "border border-on-surface/30 hover:bg-on-surface/10",
  /** No frame, the primary text colour: an action that reads like a link ("Back"). */
  text: "text-primary-text hover:bg-primary/10",
  /** No frame, the surrounding text colour: icon buttons (close, remove, social links). */
  ghost: "hover:bg-on-surface/10",
  /** A decision that cannot be undone (refusing access). */
  danger: "bg-red-700 text-white",
};

const SIZES: Record<ButtonSize, string> = {
  md: "rounded-md px-6",
  sm: "rounded-md px-4 text-sm",
  xs: "rounded-md px-2 text-sm",
  /** A round icon button, the touch target both ways. */
  icon: "min-w-touch rounded-full",
  /** The floating action button: a 56 px disc. */
  fab: "h-14 w-14 rounded-full",
};

type Look = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

export function buttonClass({ variant = "primary", size = "md", fullWidth = false, className }: Look = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], fullWidth ? "w-full" : "", className ?? ""].filter(Boolean).join(" ");
}

const TAB = "-mb-px inline-flex min-h-touch items-center gap-2 border-b-2 px-4 font-medium";

/** A tab of a tab bar (a sub-navigation link or a role="tab" button), underlined when current. */
export function tabClass(active: boolean, className?: string): string {
  const state = active ? "border-primary text-primary-text" : "border-transparent text-muted hover:text-on-surface";
  return [TAB, state, className ?? ""].filter(Boolean).join(" ");
}
