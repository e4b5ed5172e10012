/** /collectionaccount/info?id=: the account's facts and 删除 (with a confirm). */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showConfirm, showToast } from '@/components/feedback';
import { Button, MOVED_ON } from '@/components/form';
import { Loading, ReadProblem, readProblemProps } from '@/components/load-state';
import { collectionAccount, type CollectionAccount } from '@/lib/contract/money/collection-account';
import { paths } from '@/lib/routing/paths';
import { useAccount, useAccountWrite } from '../api/collection-account';
import { accountMessages as t } from '../messages';
import { Card, FactList, Page } from '@/components/card';

function Facts({ a }: { a: CollectionAccount }) {
  const navigate = useNavigate();
  const remove = useAccountWrite(collectionAccount.delete);
  const onDelete = async () => {
    const ok = await showConfirm({
      title: t.deleteTitle,
      content: t.deleteConfirm(a.bankName, a.cardNoMasked),
      confirmText: t.deleteOk,
      cancelText: t.cancel,
    });
    if (!ok) return;
    await remove({ id: a.id });
    showToast(t.deleted, 2000, 'success');
    navigate(paths.collectionAccountList.to(), { replace: true });
    return MOVED_ON;
  };
  return (
    <Page as="div">
      <Card title={a.isDefault ? `${a.bankName}（${t.isDefault}）` : a.bankName}>
        <FactList
          facts={[
            { label: t.accountName, value: a.accountName },
            { label: t.bank, value: a.bankName },
            { label: t.cardNo, value: a.cardNoMasked, number: true },
            { label: t.owner, value: a.ownerName },
            { label: t.createTime, value: a.createTime, number: true },
          ]}
        />
      </Card>
      <Button variant="secondary" onClick={onDelete}>
        {t.delete}
      </Button>
    </Page>
  );
}

export function CollectionAccountInfoScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const read = useAccount(id);
  if (id === '' || read.error) {
    const back = { label: t.backToList, to: paths.collectionAccountList.to() };
    return (
      <ReadProblem
        subject={t.subject}
        back={back}
        words={{ notFound: { title: t.noId } }}
        {...(id === '' ? { kind: 'notFound' as const } : {})}
        {...readProblemProps(read)}
      />
    );
  }
  if (!read.data) return <Loading label={t.loading} lines={5} />;
  return <Facts a={read.data} />;
}

export default CollectionAccountInfoScreen;
