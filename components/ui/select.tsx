// A labelled native <select> wired to react-hook-form, with a disabled placeholder first.
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass, type FieldProps } from "./field";

type Option = { value: string; label: string };

type Props = Omit<FieldProps, "aside"> & {
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  /** Shown (and not choosable) until the visitor picks an option. */
  placeholder?: string;
};

export function SelectField({ registration, options, placeholder, ...field }: Props) {
  return (
    <Field {...field}>
      {(a11y) => (
        <select className={inputClass} defaultValue="" {...registration} {...a11y}>
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
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
