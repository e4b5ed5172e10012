import { type ReactNode, useId } from 'react';
import { paths } from '@/lib/routing/paths';
import { authLabels } from '../messages';
import styles from './login-tabs.module.css';

export type LoginMode = 'sms' | 'password';

/** /loginPwd opens in password mode, /login in SMS mode; `?mode=sms|password` overrides both. */
export function initialLoginMode(pathname: string, params: URLSearchParams): LoginMode {
  const asked = params.get('mode');
  if (asked === 'sms' || asked === 'password') return asked;
  return pathname.toLowerCase().startsWith(paths.loginPwd.pattern.toLowerCase())
    ? 'password'
    : 'sms';
}

const TABS = [
  { mode: 'sms', label: authLabels.smsTab },
  { mode: 'password', label: authLabels.passwordTab },
] as const;

interface LoginTabsProps {
  mode: LoginMode;
  onChange: (mode: LoginMode) => void;
  /** The form of the selected mode. */
  children: ReactNode;
}

/** 验证码登录 | 密码登录 as a tab list over the one form they share. */
export function LoginTabs({ mode, onChange, children }: LoginTabsProps) {
  const ids = useId();
  return (
    <>
      <div role="tablist" aria-label={authLabels.welcome} className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            type="button"
            role="tab"
            id={`${ids}-${tab.mode}`}
            aria-selected={mode === tab.mode}
            aria-controls={`${ids}-panel`}
            className={styles.tab}
            onClick={() => onChange(tab.mode)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-${mode}`}>
        {children}
      </div>
    </>
  );
}
