import { selectFieldMessages as m } from './messages';
import type { SelectFieldBaseProps } from './types';

type WithDefaults<P> = P & { placeholder: string; required: boolean; disabled: boolean };

/** §5: required unless told otherwise; 请选择 while empty. */
export function withDefaults<P extends SelectFieldBaseProps>(props: P): WithDefaults<P> {
  return {
    ...props,
    placeholder: props.placeholder ?? m.placeholder,
    required: props.required ?? true,
    disabled: props.disabled ?? false,
  };
}

/** The props every trigger field passes on unchanged. */
export function shellProps(props: WithDefaults<SelectFieldBaseProps>) {
  return {
    id: props.id,
    className: props.className,
    label: props.label,
    required: props.required,
    disabled: props.disabled,
    placeholder: props.placeholder,
  };
}
