/**
 * /share-code (public, §2.2): the driver's invitation code as a QR code and text, to copy or share.
 * Opened from a shared link (`?code=`) by someone logged out, it shows that code with a way to
 * register; logged out without a code, it asks the driver to log in and come back.
 */
import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/form';
import { failedReadProps, LoadFailed } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { useSession } from '@/stores/session';
import { useMyInviteCode } from '../api/invite';
import { InviteCard } from '../components/invite-card';
import { useInviteActions } from '../hooks/use-invite-actions';
import { readInviteCode } from '../invite-link';
import { serviceMessages as m } from '../messages';
import styles from './share-code-screen.module.css';

function MyInvite({ code, invited }: { code: string; invited: number }) {
  const { copy, share } = useInviteActions(code);
  return (
    <InviteCard
      title={m.inviteTitle}
      hint={m.inviteHint}
      code={code}
      footnote={m.invitedCount(invited)}
    >
      <Button onClick={share}>{m.share}</Button>
      <Button variant="secondary" onClick={copy}>
        {m.copy}
      </Button>
    </InviteCard>
  );
}

function SharedInvite({ code }: { code: string }) {
  return (
    <InviteCard title={m.sharedTitle} hint={m.sharedHint} code={code}>
      <ButtonLink to={paths.register.to()}>{m.register}</ButtonLink>
      <ButtonLink variant="secondary" to={paths.loginPwd.to({ redirect: paths.shareCode.to() })}>
        {m.login}
      </ButtonLink>
    </InviteCard>
  );
}

function LoginFirst() {
  return (
    <div className={styles.state}>
      <ErrorBlock status="default" title={m.loginToSee} description={m.loginToSeeHint} />
      <ButtonLink
        className={styles.action}
        to={paths.loginPwd.to({ redirect: paths.shareCode.to() })}
      >
        {m.goLogin}
      </ButtonLink>
    </div>
  );
}

export function ShareCodeScreen() {
  const [params] = useSearchParams();
  const loggedIn = useSession((s) => s.isLoggedIn());
  const mine = useMyInviteCode(loggedIn);

  if (!loggedIn) {
    const shared = readInviteCode(params.get('code'));
    return shared ? <SharedInvite code={shared} /> : <LoginFirst />;
  }
  if (mine.isPending) {
    return (
      <div className={styles.loading} role="status" aria-label={m.loading}>
        <Skeleton.Title animated />
        <Skeleton className={styles.qrSkeleton} animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    );
  }
  if (mine.isError) {
    return <LoadFailed title={m.loadFailed} {...failedReadProps(mine)} />;
  }
  return <MyInvite code={mine.data.inviteCode} invited={mine.data.invitedCount} />;
}

export default ShareCodeScreen;
