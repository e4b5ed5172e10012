/** /i/about/agreement?type=user|privacy|certification: the agreement text, sanitized. */
import { useSearchParams } from 'react-router-dom';
import { failedReadProps, LoadEmpty, LoadFailed, Loading } from '@/components/load-state';
import { SafeHtml } from '@/components/safe-html';
import { readAgreementType } from '../agreement-types';
import { useAgreement } from '@/hooks/shared-reads';
import { aboutMessages } from '../messages';
import styles from './agreement-screen.module.css';

export function AgreementScreen() {
  const [params] = useSearchParams();
  const type = readAgreementType(params.get('type'));
  const query = useAgreement(type, 'inline');

  if (type === null) {
    return (
      <LoadEmpty
        title={aboutMessages.unknownAgreement}
        description={aboutMessages.unknownAgreementHint}
      />
    );
  }

  if (query.isPending) {
    return <Loading label={aboutMessages.loading} lines={8} withTitle className={styles.page} />;
  }

  if (query.isError) {
    return <LoadFailed title={aboutMessages.loadFailed} {...failedReadProps(query)} />;
  }

  const info = query.data;
  return (
    <article className={styles.page} aria-labelledby="agreement-title">
      <h1 id="agreement-title" className={styles.title}>
        {info.title}
      </h1>
      {info.updateTime ? (
        <p className={styles.meta}>
          {aboutMessages.updatedAt}
          {info.updateTime}
        </p>
      ) : null}
      <SafeHtml html={info.content} />
    </article>
  );
}

export default AgreementScreen;
