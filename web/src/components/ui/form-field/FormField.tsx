import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}

function FieldShell({ id, label, error, children, className }: FieldShellProps) {
  return (
    <div
      className={['form-field', error ? 'form-field--invalid' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and announced with it (aria-describedby). */
  error?: string;
}

/** A labelled text input with its error message under it. */
export function FormField({ label, error, className, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: ReactNode;
  error?: string;
}

/** A labelled multi-line input with its error message under it. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        className="form-field__input form-field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  /** The text beside the box; may hold links. */
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it and its error message under it. */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={['form-check', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className="form-check__box"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id} className="form-check__label">
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="form-field__error form-check__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form: errors are alerts, confirmations are polite. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
}) {
  return tone === 'error' ? (
    <p className="form-message form-message--error" role="alert">
      {children}
    </p>
  ) : (
    <p className="form-message form-message--success" role="status">
      {children}
    </p>
  );
}
