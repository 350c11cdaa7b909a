import { useId, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";

type Props = {
  open: boolean;
  onToggle: () => void;
  icon: string;
  label: string;
  title: string;
  buttonClassName: string;
  children: ReactNode;
};

/** A button that shows and hides a titled panel under it (the item page's share and download). */
export function TogglePanel({ open, onToggle, icon, label, title, buttonClassName, children }: Props) {
  const panelId = useId();
  return (
    <div className="flex flex-col items-start gap-3">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} className={buttonClassName}>
        <Icon path={icon} size={20} />
        {label}
      </button>
      <div id={panelId} hidden={!open} className="flex w-full flex-col gap-3 rounded-md bg-surface p-4 text-on-surface">
        <h2 className="font-medium">{title}</h2>
        {children}
      </div>
    </div>
  );
}
