// The theme's buttons: one base (44 px touch target, disabled state), a variant for the
// colours and a size for the padding. Applied to <button>, <Link> and Radix triggers alike.
export type ButtonVariant = "primary" | "secondary" | "outline";
export type ButtonSize = "md" | "sm";

const BASE =
  "inline-flex min-h-[44px] items-center justify-center gap-2 rounded-md font-medium disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary hover:bg-primary/90",
  secondary: "border border-primary text-primary-text hover:bg-primary/10",
  outline: "border border-on-surface/30 hover:bg-on-surface/10",
};

const SIZES: Record<ButtonSize, string> = {
  md: "px-6",
  sm: "px-4 text-sm",
};

type Look = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

export function buttonClass({ variant = "primary", size = "md", fullWidth = false, className }: Look = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], fullWidth ? "w-full" : "", className ?? ""].filter(Boolean).join(" ");
}
