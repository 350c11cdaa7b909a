// An e-mail address field (at most 254 characters, as the schemas allow), and the same field
// checked as the visitor goes: when it loses focus, then on every change while it shows an error.
import type { FieldError, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { TextField } from "./text-field";

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Off where the form says "all fields are required". */
  requiredMark?: boolean;
};

export function EmailField({ label, registration, error, requiredMark }: Props) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      maxLength={254}
      required
      requiredMark={requiredMark}
      registration={registration}
      error={error}
    />
  );
}

type LiveProps<T extends { email: string }, Output> = Omit<Props, "registration" | "error"> & {
  form: UseFormReturn<T, unknown, Output>;
  /** The message of the field's error, from the form's own message group (`validation`, `send`…). */
  errorText: (error: FieldError | undefined) => string | undefined;
};

/** The `email` field of `form`, validated when it loses focus, then on every change while it shows an error. */
export function LiveEmailField<T extends { email: string }, Output>({ form, errorText, ...field }: LiveProps<T, Output>) {
  // Only the e-mail is used here: see the form as a form of just that field.
  const { register, trigger, formState } = form as unknown as UseFormReturn<{ email: string }>;
  const { errors } = formState;
  const registration = register("email", {
    onBlur: () => void trigger("email"),
    onChange: () => {
      if (errors.email) void trigger("email");
    },
  });
  return <EmailField {...field} registration={registration} error={errorText(errors.email)} />;
}
