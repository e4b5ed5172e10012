/**
 * What a tester's tap or typing was aimed at, as a person (and Playwright's getByRole) names it:
 * the element's role and accessible name, never a CSS path, so a recording survives restyling.
 */
import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import type { TapRole } from '@sim/automation/scenario-steps';

export const TAP_ROLES: readonly TapRole[] = [
  'button',
  'link',
  'tab',
  'radio',
  'checkbox',
  'option',
  'menuitem',
];

export interface TapTarget {
  element: Element;
  role: TapRole | null;
  name: string;
}

/** Whitespace folded as Playwright folds it when it matches names. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function nameOf(element: Element): string {
  return normalize(computeAccessibleName(element));
}

export function roleOf(element: Element): string | null {
  return getRole(element);
}

function isTapRole(role: string | null): role is TapRole {
  return role !== null && (TAP_ROLES as readonly string[]).includes(role);
}

/**
 * The nearest element from the click's target up that a tap step can name: one with a tap role,
 * or the control of a label the tap landed on (antd's checkboxes draw their box in a label).
 * Failing both, short visible text (a tap step without a role matches exact text).
 */
export function tapTargetOf(target: Element): TapTarget | null {
  for (let at: Element | null = target; at; at = at.parentElement) {
    if (at.tagName === 'LABEL') {
      const control = (at as HTMLLabelElement).control;
      if (control && isTapRole(roleOf(control)))
        return { element: control, role: roleOf(control) as TapRole, name: nameOf(control) };
    }
    const role = roleOf(at);
    if (isTapRole(role)) {
      const name = nameOf(at);
      return name ? { element: at, role, name } : null;
    }
    if (at.tagName === 'BODY') break;
  }
  const text = normalize(target.textContent ?? '');
  return text && text.length <= 30 ? { element: target, role: null, name: text } : null;
}

/** The name a fill step finds the field by: its label, else its placeholder. */
export function fieldNameOf(field: HTMLInputElement | HTMLTextAreaElement): string {
  return nameOf(field) || normalize(field.placeholder ?? '');
}

/** The accessible name of the nearest ancestor region (an uploader card is one). */
export function regionNameOf(element: Element): string | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    if (roleOf(at) === 'region') return nameOf(at) || null;
  }
  return null;
}

/** Inside the H5's 选择图片来源 sheet (a dialog of that name). */
export function inDialogNamed(element: Element, name: string): boolean {
  for (let at = element.parentElement; at; at = at.parentElement) {
    if (roleOf(at) === 'dialog' && nameOf(at) === name) return true;
  }
  return false;
}
