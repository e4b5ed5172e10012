import { appMessages } from '../messages';
import { StatusPage } from './status-page';

/** The catch-all route. */
export function NotFoundScreen() {
  return (
    <StatusPage
      status="empty"
      title={appMessages.notFoundTitle}
      description={appMessages.notFoundDescription}
    />
  );
}

export default NotFoundScreen;
