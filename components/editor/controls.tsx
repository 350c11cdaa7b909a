// Small labelled controls of the editor's drawers: select, number, colour, on/off, radio group, and
// a list of cards each with its remove button, then an add button.
import { mdiDelete, mdiPlus } from "@mdi/js";
import { useId, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";

type Option<T extends string> = { value: T; label: string };

export function SelectInput<T extends string>(props: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const { label, value, options, onChange } = props;
  return (
    <Field label={label}>
      {(a11y) => (
        <select className={inputClass} value={value} onChange={(event) => onChange(event.target.value as T)} {...a11y}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function NumberInput(props: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  hint?: string;
  onChange: (value: number | null) => void;
}) {
  const { label, value, min, max, hint, onChange } = props;
  return (
    <Field label={label} hint={hint}>
      {(a11y) => (
        <input
          type="number"
          className={inputClass}
          min={min}
          max={max}
          value={value ?? ""}
          onChange={(event) => {
            const number = event.target.valueAsNumber;
            onChange(Number.isNaN(number) ? null : Math.min(max, Math.max(min, Math.round(number))));
          }}
          {...a11y}
        />
      )}
    </Field>
  );
}

export function TextInput(props: {
  label: string;
  value: string;
  maxLength?: number;
  hint?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const { label, value, maxLength, hint, multiline = false, onChange } = props;
  return (
    <Field label={label} hint={hint}>
      {(a11y) =>
        multiline ? (
          <textarea
            className={inputClass}
            rows={4}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
        ) : (
          <input
            type="text"
            className={inputClass}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
        )
      }
    </Field>
  );
}

/** A colour swatch input (#rrggbb). */
export function ColorInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="color"
        className="h-11 w-14 cursor-pointer rounded-md border border-on-surface/40 bg-background p-1"
        value={toSixDigits(value)}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="font-normal text-muted">{value}</span>
      </label>
    </div>
  );
}

/** #rgb / #rgba / #rrggbbaa as the colour input takes it (#rrggbb). */
function toSixDigits(value: string): string {
  const hex = value.replace("#", "");
  if (hex.length === 3 || hex.length === 4) return `#${[...hex.slice(0, 3)].map((c) => c + c).join("")}`;
  return `#${hex.slice(0, 6).padEnd(6, "0")}`;
}

/** An on/off button (aria-pressed), for bold, italic and the like. */
export function ToggleButton(props: {
  label: string;
  pressed: boolean;
  icon?: string;
  children?: ReactNode;
  onChange: (pressed: boolean) => void;
}) {
  const { label, pressed, icon, children, onChange } = props;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={children ? undefined : label}
      title={label}
      onClick={() => onChange(!pressed)}
      className={`inline-flex min-h-touch min-w-touch items-center justify-center gap-2 rounded-md border px-2 ${
        pressed ? "border-primary bg-primary/15 text-primary-text" : "border-on-surface/30 hover:bg-on-surface/10"
      }`}
    >
      {icon ? <Icon path={icon} size={20} /> : null}
      {children}
    </button>
  );
}

/** A checkbox with its label, 44 px high. */
export function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-touch cursor-pointer items-center gap-3">
      <input type="checkbox" className="h-5 w-5 accent-primary" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Native radio buttons in a fieldset: arrow keys move between them. */
export function RadioGroup<T extends string>(props: {
  legend: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const { legend, value, options, onChange } = props;
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-touch cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-on-surface/5">
          <input
            type="radio"
            name={name}
            className="h-5 w-5 accent-primary"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

type EditableListProps<T> = {
  items: readonly T[];
  /** The remove button's text for the card at `index`. */
  removeLabel: (index: number) => string;
  addLabel: string;
  /** False once the list is full. */
  canAdd?: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The card's fields. */
  children: (item: T, index: number) => ReactNode;
};

/** Entries, pictures, links, partners: one card per element, each removable, then "Add". */
export function EditableList<T>({ items, removeLabel, addLabel, canAdd = true, onAdd, onRemove, children }: EditableListProps<T>) {
  return (
    <>
      <ol className="flex flex-col gap-4">
        {items.map((item, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-md border border-on-surface/15 p-3">
            {children(item, index)}
            <button
              type="button"
              className={buttonClass({ variant: "outline", size: "sm", className: "self-start" })}
              onClick={() => onRemove(index)}
            >
              <Icon path={mdiDelete} size={20} />
              {removeLabel(index)}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={buttonClass({ variant: "secondary", size: "sm", className: "self-start" })}
        disabled={!canAdd}
        onClick={onAdd}
      >
        <Icon path={mdiPlus} size={20} />
        {addLabel}
      </button>
    </>
  );
}
