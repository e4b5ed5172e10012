/**
 * Draggable customer-service button (§2.1), shown only when logged in. A tap opens online service;
 * a drag moves it and it snaps to a side edge (the kit's FloatingButton). It never rests over a
 * control, a number or a bar of the screen, and hides while a dialog or popup is open; a new route
 * makes it look for its spot again at once.
 */
import { MessageFill } from 'antd-mobile-icons';
import { useLocation } from 'react-router-dom';
import { FloatingButton } from '@/components/floating-button';
import { useSession } from '@/stores/session';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import { paths } from '@/lib/routing/paths';

export const CUSTOMER_SERVICE_ROUTE = paths.customerService.to();

/** Room left for the nav bar and the tab bar, so the button never covers them. */
const INSETS = { top: 56, bottom: 64 };

export interface FloatingServiceButtonProps {
  /** Opens customer service; defaults to its screen (/contract/customH5). */
  onOpen?: () => void;
  /** Show even without a session (stories). */
  force?: boolean;
}

export function FloatingServiceButton({ onOpen, force = false }: FloatingServiceButtonProps) {
  const loggedIn = useSession((s) => s.loginInfo !== null && s.isLoggedIn());
  if (!loggedIn && !force) return null;
  return <ServiceButton onOpen={onOpen} />;
}

function ServiceButton({ onOpen }: { onOpen: (() => void) | undefined }) {
  const navigate = useSafeNavigate();
  const { key } = useLocation();

  const open = () => {
    if (onOpen) onOpen();
    else navigate(CUSTOMER_SERVICE_ROUTE);
  };

  return (
    <FloatingButton
      label={appMessages.customerService}
      onTap={open}
      insets={INSETS}
      // Where the driver left it is kept across screens and logins for this visit.
      memoryKey="customer-service"
      placementKey={key}
      data-testid="floating-service-button"
    >
      <MessageFill aria-hidden="true" />
    </FloatingButton>
  );
}
