import { Button, ButtonLink } from '@/components/form';
import type { FreightChange } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useAgree } from '../hooks/use-agree';
import { freightMessages as t } from '../messages';

/** While pending: 不同意 (its own screen) and 同意 (a confirm dialog, then one request). */
export function FreightActions({ change }: { change: FreightChange }) {
  const agree = useAgree(change);
  return (
    <>
      <ButtonLink variant="secondary" to={paths.freightChangeDisagree.to({ id: change.id })}>
        {t.disagree}
      </ButtonLink>
      <Button onClick={agree}>{t.agree}</Button>
    </>
  );
}
