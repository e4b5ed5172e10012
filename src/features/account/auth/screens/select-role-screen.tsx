import { TeamOutline, TruckOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckInput, Form, SubmitButton } from '@/components/form';
import { useSession } from '@/stores/session';
import { AuthPage } from '../components/auth-page';
import { authLabels, authMessages } from '../messages';
import { toastText } from '../notify';
import styles from './select-role-screen.module.css';
import { paths } from '@/lib/routing/paths';

type Role = 'driver' | 'captain';

const NEXT_STEP: Record<Role, string> = {
  driver: paths.driverVoucher.to(),
  captain: paths.controllerVoucher.to(),
};

const ROLES = [
  { role: 'driver', name: authLabels.driver, hint: authLabels.driverHint, Icon: TruckOutline },
  { role: 'captain', name: authLabels.captain, hint: authLabels.captainHint, Icon: TeamOutline },
] as const;

/**
 * §6: the driver chooses to certify as 司机 or 车队长. The choice is remembered for the session
 * (isCaptain) and the chosen certification flow follows (/driverVoucher or /controllerVoucher).
 */
export function SelectRoleScreen() {
  const navigate = useNavigate();
  const initial = useSession((s) => (s.isCaptain ? 'captain' : null));
  const setIsCaptain = useSession((s) => s.setIsCaptain);
  const [role, setRole] = useState<Role | null>(initial);
  const ids = useId();

  const submit = () => {
    if (role === null) {
      toastText(authMessages.roleRequired);
      return;
    }
    setIsCaptain(role === 'captain');
    navigate(NEXT_STEP[role]);
  };

  return (
    <AuthPage title={authLabels.selectRoleTitle} subtitle={authLabels.selectRoleHint}>
      <Form onSubmit={submit}>
        <fieldset className={styles.cards}>
          <legend className="sr-only">{authLabels.selectRoleTitle}</legend>
          {ROLES.map(({ role: value, name, hint, Icon }) => (
            <label key={value} className={styles.card} htmlFor={`${ids}-${value}-input`}>
              <CheckInput
                id={`${ids}-${value}-input`}
                type="radio"
                name="role"
                value={value}
                className={styles.radio}
                checked={role === value}
                onChange={() => setRole(value)}
                aria-labelledby={`${ids}-${value}`}
                aria-describedby={`${ids}-${value}-hint`}
              />
              <span
                className={
                  value === 'captain' ? `${styles.icon} ${styles.captainIcon}` : styles.icon
                }
                aria-hidden
              >
                <Icon />
              </span>
              <span>
                <span id={`${ids}-${value}`} className={styles.name}>
                  {name}
                </span>
                <span id={`${ids}-${value}-hint`} className={styles.hint}>
                  {hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <SubmitButton>{authLabels.continue}</SubmitButton>
      </Form>
    </AuthPage>
  );
}

export default SelectRoleScreen;
