import type { ReactNode } from 'react';
import { FormBusyContext } from './form-context';
import styles from './form.module.css';
import { type SingleFlight, useSingleFlight } from './use-single-flight';

export interface FormProps {
  /** Checks the fields and sends; runs single-flight, so a double tap sends once. */
  onSubmit: () => unknown;
  /**
   * A flight shared with something else that sends the same form (e.g. a code that checks itself
   * when its last digit is typed); by default the form has its own.
   */
  flight?: SingleFlight;
  className?: string;
  children: ReactNode;
}

/**
 * A form that validates itself (no browser bubbles: the kit shows the spec's messages) and submits
 * one request at a time; its SubmitButton shows the busy look while the submit runs.
 */
export function Form({ onSubmit, flight, className, children }: FormProps) {
  const own = useSingleFlight();
  const active = flight ?? own;
  return (
    <FormBusyContext.Provider value={active.busy}>
      <form
        className={className ? `${styles.form} ${className}` : styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void active.run(onSubmit);
        }}
      >
        {children}
      </form>
    </FormBusyContext.Provider>
  );
}
