// "See more" under a shortened text or list: shows or hides the element `controls`. Without
// JavaScript that element is shown whole (data-noscript-show), so the button is hidden.
import type { ReactNode } from "react";

type Props = { expanded: boolean; controls: string; onToggle: () => void; className?: string; children: ReactNode };

export function ExpandButton({ expanded, controls, onToggle, className, children }: Props) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      data-noscript-hide=""
      className={["min-h-touch font-medium text-primary-text underline-offset-4 hover:underline", className].filter(Boolean).join(" ")}
    >
      {children}
    </button>
  );
}
